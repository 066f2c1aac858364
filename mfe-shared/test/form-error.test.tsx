// The design system's form-level error: nothing while the form is fine, an alert with the message
// once something about the whole form went wrong, in the fields' danger colour.
import { render, screen } from '@testing-library/react';
import { theme } from 'mfe-shared';
import { FormError } from '../src/ui/form-error';

describe('FormError', () => {
  it.each([
    ['no message', undefined],
    ['a null message', null],
    ['an empty message', ''],
  ])('renders nothing for %s', (_label, message) => {
    const { container } = render(<FormError message={message} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('announces the message as it appears, in the danger colour', () => {
    const { rerender } = render(<FormError message={null} />);
    rerender(<FormError message="Too many codes asked for. Try again in 15 minutes." />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Too many codes asked for. Try again in 15 minutes.');
    expect(alert).toHaveStyle({ color: theme.color.danger, margin: '0px' });
  });

  it('goes once the message is cleared', () => {
    const { rerender } = render(<FormError message="Payment failed." />);
    rerender(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('takes an id, so a form can point at it for its description', () => {
    render(
      <form aria-label="Verify" aria-describedby="verify-error">
        <FormError id="verify-error" message="The connection was lost." />
      </form>,
    );
    expect(screen.getByRole('form', { name: 'Verify' })).toHaveAccessibleDescription('The connection was lost.');
  });
});
