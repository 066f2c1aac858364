// Every password field of the portal has a show-password toggle: a button
// named "Show password" whose aria-pressed says whether the password is shown. Showing it keeps
// what was typed, and the form still sends it.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from 'mfe-shared';
import { SHOW_PASSWORD_LABEL } from 'mfe-shared/ui/password-input';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { LoginPage } from '../src/features/auth/login-page';
import { SignInForm } from '../src/features/auth/sign-in-form';
import { renderPortal } from './render-portal';

/** The field and its toggle: the toggle controls the field (aria-controls). */
function toggleOf(field: HTMLElement) {
  const toggle = screen.getAllByRole('button', { name: SHOW_PASSWORD_LABEL }).find((button) => button.getAttribute('aria-controls') === field.id);
  if (!toggle) throw new Error(`no show-password toggle for #${field.id}`);
  return toggle;
}

async function expectToggles(field: HTMLElement) {
  const toggle = toggleOf(field);
  expect(field).toHaveAttribute('type', 'password');
  expect(toggle).toHaveAttribute('type', 'button');
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.type(field, 'secret pass 1');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(toggle).toHaveAccessibleName(SHOW_PASSWORD_LABEL);
  expect(field).toHaveAttribute('type', 'text');
  expect(field).toHaveValue('secret pass 1');
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(field).toHaveAttribute('type', 'password');
}

describe('show-password toggle', () => {
  it('on Sign In, and the form still signs in with what was typed', async () => {
    route('POST /lms/login', () => jsonResponse({ access_token: 'jwt' }));
    route('GET /lms/auth', () => jsonResponse({ user: { id: 1, name: 'Asha Rao', email: 'asha@example.com' }, student: { id: 9 } }));
    const signedIn = jest.fn();
    render(<SignInForm onSignedIn={signedIn} />);
    const form = screen.getByRole('form', { name: 'Sign in' });
    await userEvent.type(within(form).getByLabelText('Email'), 'asha@example.com');
    const password = within(form).getByLabelText('Password');
    await expectToggles(password);
    await userEvent.click(within(form).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(signedIn).toHaveBeenCalled());
    expect(fetchCalls.find((call) => call.url.endsWith('/lms/login'))?.body).toEqual({ username: 'asha@example.com', password: 'secret pass 1' });
  });

  it('on Sign Up', async () => {
    render(
      <MemoryRouter initialEntries={['/lms?action=signup']}>
        <LoginPage />
      </MemoryRouter>,
    );
    await expectToggles(within(screen.getByRole('form', { name: /sign up/i })).getByLabelText('Password'));
  });

  it("on the profile's current and new password", async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    renderPortal('/lms/profile');
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await expectToggles(within(form).getByLabelText('Current password'));
    await expectToggles(within(form).getByLabelText('New password'));
  });
});
