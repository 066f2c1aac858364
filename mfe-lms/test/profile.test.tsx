import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, TOKEN_STORAGE_KEY } from 'mfe-shared';
import { MESSAGES as VALIDATION } from 'mfe-shared/contracts';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { LOGIN_HEADINGS } from '../src/config/texts';
import { student } from './fixtures';
import { renderPortal } from './render-portal';

async function openProfile() {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  renderPortal('/lms/profile');
  expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
}

const section = (name: string) => screen.getByRole('region', { name });
const callTo = (path: string) => fetchCalls.find((call) => new URL(call.url).pathname === path);

describe('profile', () => {
  it('has the sections Name, E-mail, Password and Sessions', async () => {
    await openProfile();
    expect(within(section('Name')).getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(section('E-mail')).toHaveTextContent('asha@example.com');
    expect(within(section('Password')).getByLabelText('Current password')).toHaveAttribute('type', 'password');
    expect(within(section('Sessions')).getByRole('button', { name: 'Sign out of all devices' })).toBeInTheDocument();
  });

  it('saves the name, says so and loads the session again for the greeting', async () => {
    await openProfile();
    route('PATCH /lms/profile', () => jsonResponse({ user: { id: 1, name: 'Asha R. Rao', email: 'asha@example.com' } }));
    route('GET /lms/auth', () => jsonResponse(student({ name: 'Asha R. Rao' })));
    const name = within(section('Name')).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, '  Asha R. Rao ');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.nameSaved)).toBeInTheDocument();
    expect(callTo('/lms/profile')).toMatchObject({ method: 'PATCH', body: { name: 'Asha R. Rao' } });
    expect(callTo('/lms/auth')).toBeDefined();
    expect(authStore.getState().user?.name).toBe('Asha R. Rao');
  });

  it("refuses an empty name with §5's words and sends nothing", async () => {
    await openProfile();
    await userEvent.clear(within(section('Name')).getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText(VALIDATION.name)).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
  });

  it('changes the e-mail in two steps: a code to the new address, then the confirmation', async () => {
    await openProfile();
    route('POST /lms/profile/email', () => jsonResponse({ detail: ACCOUNT_MESSAGES.emailCodeSent }, 202));
    const email = section('E-mail');
    await userEvent.type(within(email).getByLabelText('New e-mail'), 'asha.rao@example.org');
    // The current password is part of the request.
    await userEvent.type(within(email).getByLabelText('Current password'), 'old-secret-1');
    await userEvent.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(await within(email).findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.emailCodeSent);
    expect(callTo('/lms/profile/email')).toMatchObject({ method: 'POST', body: { email: 'asha.rao@example.org', current_password: 'old-secret-1' } });
    // Nothing changes before the code is confirmed.
    expect(email).toHaveTextContent('asha@example.com');

    route('POST /lms/profile/email/confirm', () =>
      jsonResponse({ user: { id: 1, name: 'Asha Rao', email: 'asha.rao@example.org', email_verified: true }, access_token: 'tok-moved' }),
    );
    route('GET /lms/auth', () => jsonResponse(student({ email: 'asha.rao@example.org', email_verified: true })));
    await userEvent.type(within(email).getByLabelText('Code'), '246810');
    await userEvent.click(within(email).getByRole('button', { name: 'Confirm e-mail' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.emailChanged)).toBeInTheDocument();
    expect(callTo('/lms/profile/email/confirm')).toMatchObject({ method: 'POST', body: { otp: '246810' } });
    expect(await within(email).findByText('asha.rao@example.org')).toBeInTheDocument();
    expect(within(email).queryByLabelText('Code')).not.toBeInTheDocument();
    expect(within(email).getByLabelText('New e-mail')).toHaveValue('');
    // Every other device was signed out; this one keeps going with the new token.
    expect(authStore.getState().token).toBe('tok-moved');
  });

  it('a wrong current password is shown under "Current password" and no code step opens', async () => {
    await openProfile();
    route('POST /lms/profile/email', () => jsonResponse({ detail: ACCOUNT_MESSAGES.wrongCurrentPassword }, 400));
    const email = section('E-mail');
    await userEvent.type(within(email).getByLabelText('New e-mail'), 'asha.rao@example.org');
    await userEvent.type(within(email).getByLabelText('Current password'), 'not-it-at-all');
    await userEvent.click(within(email).getByRole('button', { name: 'Send code' }));

    expect(await within(email).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument();
    expect(within(email).getByLabelText('Current password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expect(within(email).queryByLabelText('Code')).not.toBeInTheDocument();
  });

  it('a wrong confirmation code is shown in the section', async () => {
    await openProfile();
    route('POST /lms/profile/email', () => jsonResponse({ detail: ACCOUNT_MESSAGES.emailCodeSent }, 202));
    route('POST /lms/profile/email/confirm', () => jsonResponse({ detail: 'Invalid or expired code.' }, 400));
    const email = section('E-mail');
    await userEvent.type(within(email).getByLabelText('New e-mail'), 'asha.rao@example.org');
    await userEvent.type(within(email).getByLabelText('Current password'), 'old-secret-1');
    await userEvent.click(within(email).getByRole('button', { name: 'Send code' }));
    await userEvent.type(await within(email).findByLabelText('Code'), '111111');
    await userEvent.click(within(email).getByRole('button', { name: 'Confirm e-mail' }));
    expect(await within(email).findByRole('alert')).toHaveTextContent('Invalid or expired code.');
    expect(within(email).getByLabelText('Code')).toHaveAccessibleDescription('Invalid or expired code.');
    expect(within(email).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes the password and keeps this device signed in with the new token', async () => {
    await openProfile();
    route('POST /lms/profile/password', () => jsonResponse({ access_token: 'tok-2' }));
    const password = section('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(within(password).getByLabelText('New password'), 'new-secret-2');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordChanged)).toBeInTheDocument();
    expect(callTo('/lms/profile/password')).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer tok' },
      body: { current_password: 'old-secret-1', new_password: 'new-secret-2' },
    });
    // The old token is revoked: the new one is what this device holds from now on.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-2');
    expect(authStore.getState().token).toBe('tok-2');
    expect(authStore.getState().user?.id).toBe(1);
    expect(within(password).getByLabelText('Current password')).toHaveValue('');
  });

  it('a wrong current password shows under "Current password"; the token stays', async () => {
    await openProfile();
    route('POST /lms/profile/password', () => jsonResponse({ detail: ACCOUNT_MESSAGES.wrongCurrentPassword }, 400));
    const password = section('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'not-my-password');
    await userEvent.type(within(password).getByLabelText('New password'), 'new-secret-2');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await within(password).findByText(ACCOUNT_MESSAGES.wrongCurrentPassword)).toBeInTheDocument();
    expect(within(password).getByLabelText('Current password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.wrongCurrentPassword);
    expect(authStore.getState().token).toBe('tok');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
  });

  it('a common new password shows the API message under "New password"', async () => {
    await openProfile();
    route('POST /lms/profile/password', () =>
      jsonResponse({ detail: 'Request validation failed.', fields: { 'body.new_password': ACCOUNT_MESSAGES.weakPassword } }, 422),
    );
    const password = section('Password');
    await userEvent.type(within(password).getByLabelText('Current password'), 'old-secret-1');
    await userEvent.type(within(password).getByLabelText('New password'), 'password1');
    await userEvent.click(within(password).getByRole('button', { name: 'Change password' }));

    expect(await within(password).findByText(ACCOUNT_MESSAGES.weakPassword)).toBeInTheDocument();
    expect(within(password).getByLabelText('New password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.weakPassword);
  });

  it('"Sign out of all devices" asks first; Cancel keeps the session', async () => {
    await openProfile();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out of all devices?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
    expect(authStore.getState().user?.id).toBe(1);
  });

  it('confirming signs out everywhere: this device forgets the token and the login page shows', async () => {
    await openProfile();
    sessionStorage.setItem('draft', 'x');
    route('POST /lms/logout-all', () => jsonResponse({ detail: ACCOUNT_MESSAGES.loggedOutEverywhere }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('heading', { level: 1, name: LOGIN_HEADINGS.absent })).toBeInTheDocument();
    expect(callTo('/lms/logout-all')).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer tok' } });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(authStore.getState()).toMatchObject({ token: null, user: null });
    expect(await screen.findByText(ACCOUNT_MESSAGES.loggedOutEverywhere)).toBeInTheDocument();
  });

  it('a failed sign-out everywhere keeps this device signed in and says why', async () => {
    await openProfile();
    route('POST /lms/logout-all', () => jsonResponse({ detail: 'Service unavailable.' }, 503));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Service unavailable.')).toBeInTheDocument();
    expect(authStore.getState().token).toBe('tok');
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
  });
});
