// The design system's fields: a label names the control; the hint and the message describe it;
// an invalid control says so; a message is announced unless the form sums errors up itself.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../src/ui/field';
import { SHOW_PASSWORD_LABEL } from '../src/ui/password-input';

describe('Field', () => {
  it('a valid field is named by its label, described by its hint, and not marked invalid', () => {
    render(<TextField id="code" label="Code" hint="Capital letters and digits" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAccessibleDescription('Capital letters and digits');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an error marks the control invalid, describes it with the message and the hint, and is announced', () => {
    render(<TextField id="code" label="Code" hint="Capital letters and digits" error="Another coupon already uses this code." />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Another coupon already uses this code. Capital letters and digits');
    expect(screen.getByRole('alert')).toHaveTextContent('Another coupon already uses this code.');
  });

  it('in a form that sums its errors up, the message still describes the control but is not an alert', () => {
    render(<TextField label="Name" error="Name is required!" announceError={false} />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('without an id, each field gets its own, so two fields never share a message', () => {
    render(
      <>
        <TextField label="Name" error="Name is required!" />
        <TextField label="Email" error="A valid email is required" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required!');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('A valid email is required');
  });

  it('a password field keeps its label and gets the show-password toggle', async () => {
    render(<TextField id="pw" label="Password" type="password" error="Too weak" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAccessibleDescription('Too weak');
    await userEvent.click(screen.getByRole('button', { name: SHOW_PASSWORD_LABEL }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('text areas, selects and checkboxes are wired the same way and take typing', async () => {
    render(
      <>
        <TextAreaField id="notes" label="Notes" error="Too long" />
        <SelectField id="status" label="Status" hint="Who sees it">
          <option value="new">New</option>
          <option value="done">Done</option>
        </SelectField>
        <CheckboxField id="active" label="Active" error="Pick one" />
      </>,
    );
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    await userEvent.type(notes, 'Called back');
    expect(notes).toHaveValue('Called back');
    expect(notes).toHaveAccessibleDescription('Too long');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAccessibleDescription('Who sees it');
    const active = screen.getByRole('checkbox', { name: 'Active' });
    expect(active).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(active);
    expect(active).toBeChecked();
  });
});
