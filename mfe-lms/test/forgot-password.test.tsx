import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, TOKEN_STORAGE_KEY } from 'mfe-shared';
import { MESSAGES as VALIDATION } from 'mfe-shared/contracts';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COURSES_LIST_HEADING, LOGIN_HEADINGS } from '../src/config/texts';
import { student } from './fixtures';
import { renderPortalAsVisitor } from './render-portal';

const WRONG_CODE = 'The code is wrong or has expired.';

async function askForCode(email = 'asha@example.com') {
  route('POST /lms/password/forgot', () => jsonResponse({ detail: ACCOUNT_MESSAGES.resetCodeSent }, 202));
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetCodeSent);
}

async function submitReset(code: string, password: string) {
  await userEvent.type(screen.getByLabelText('Code'), code);
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('forgot password', () => {
  it('"Forgot password?" under Sign In opens the reset view; "Back to sign in" returns', async () => {
    renderPortalAsVisitor('/lms');
    const signIn = await screen.findByRole('tabpanel', { name: 'Sign In' });
    await userEvent.click(within(signIn).getByRole('link', { name: 'Forgot password?' }));

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reset your password');
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(LOGIN_HEADINGS.other);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });

  it('e-mail → code → new password signs the student in and the portal shows', async () => {
    renderPortalAsVisitor('/lms?action=forgot');
    await askForCode();
    expect(fetchCalls[0]).toMatchObject({ method: 'POST', body: { email: 'asha@example.com' } });

    route('POST /lms/password/reset', () => jsonResponse({ access_token: 'jwt-reset' }));
    route('GET /lms/auth', () => jsonResponse(student()));
    route('GET /lms/courses/list', () => jsonResponse({ results: [] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [] }));
    await submitReset(' 123456 ', 'a-new-secret ');

    expect(await screen.findByRole('heading', { level: 1, name: COURSES_LIST_HEADING })).toBeInTheDocument();
    const reset = fetchCalls.find((call) => call.url.endsWith('/lms/password/reset'));
    expect(reset).toMatchObject({ method: 'POST', body: { email: 'asha@example.com', otp: '123456', password: 'a-new-secret ' } });
    // Stored like signIn stores it (§4), and the session is this student's.
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-reset');
    expect(authStore.getState().token).toBe('jwt-reset');
    expect(authStore.getState().user?.name).toBe('Asha Rao');
    expect(fetchCalls.find((call) => call.url.endsWith('/lms/auth'))?.headers.Authorization).toBe('Bearer jwt-reset');
    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeInTheDocument();
  });

  it("shows the server's refusal of a wrong code and stays on the form", async () => {
    renderPortalAsVisitor('/lms?action=forgot');
    await askForCode();
    route('POST /lms/password/reset', () => jsonResponse({ detail: WRONG_CODE }, 400));
    await submitReset('654321', 'a-new-secret');

    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    // A refusal of what was typed belongs to the code, as in the verification banner.
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(WRONG_CODE);
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(authStore.getState().user).toBeNull();
  });

  it('a common password: the API message shows under "New password"', async () => {
    renderPortalAsVisitor('/lms?action=forgot');
    await askForCode();
    route('POST /lms/password/reset', () =>
      jsonResponse({ detail: 'Request validation failed.', fields: { 'body.password': ACCOUNT_MESSAGES.weakPassword } }, 422),
    );
    await submitReset('123456', 'password123');

    expect(await screen.findByText(ACCOUNT_MESSAGES.weakPassword)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.weakPassword);
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
  });

  it("checks §5's rules before sending: a short password and a malformed code", async () => {
    renderPortalAsVisitor('/lms?action=forgot');
    await askForCode();
    await submitReset('12a', 'short');

    expect(await screen.findByText(VALIDATION.password)).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code.')).toBeInTheDocument();
    expect(fetchCalls.filter((call) => call.url.endsWith('/lms/password/reset'))).toHaveLength(0);
  });

  it('a throttled request for a code says so', async () => {
    renderPortalAsVisitor('/lms?action=forgot');
    route('POST /lms/password/forgot', () => jsonResponse({ detail: 'Too many codes asked for. Try again in 15 minutes.' }, 429));
    await userEvent.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes asked for. Try again in 15 minutes.');
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
  });
});
