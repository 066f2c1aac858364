// The staff sign-in's password field has the shared show-password toggle.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SHOW_PASSWORD_LABEL } from 'mfe-shared/ui/password-input';
import { renderAdmin } from './render-admin';

describe('staff sign-in: show-password toggle', () => {
  it('is a pressed/unpressed button that shows and hides the password', async () => {
    renderAdmin('/admin/courses', null);
    const form = screen.getByRole('form', { name: 'Staff sign in' });
    const password = within(form).getByLabelText('Password');
    const toggle = within(form).getByRole('button', { name: SHOW_PASSWORD_LABEL });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle).toHaveAttribute('aria-controls', password.id);
    await userEvent.type(password, 'staff-pass-1');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('staff-pass-1');
    await userEvent.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });
});
