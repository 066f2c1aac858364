import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY, Toaster } from 'mfe-shared';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { MESSAGES as VALIDATION } from 'mfe-shared/contracts';
import { SIGNED_UP_TOAST } from '../src/config/texts';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { SignUpForm } from '../src/features/auth/sign-up-form';

describe('sign up (SPEC §5)', () => {
  it('shows the three messages for empty or bad values and sends nothing', async () => {
    render(<SignUpForm onSignedIn={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Name'), '   ');
    await userEvent.type(screen.getByLabelText('Email'), 'asha@');
    await userEvent.type(screen.getByLabelText('Password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(VALIDATION.name)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.password)).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
  });

  it('registers, then signs the new student in with the same details', async () => {
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    route('POST /lms/register', () => jsonResponse({ detail: ACCOUNT_MESSAGES.registered }, 201));
    route('POST /lms/login', () => jsonResponse({ access_token: 'jwt-new' }));
    const onSignedIn = jest.fn();
    render(
      <>
        <SignUpForm onSignedIn={onSignedIn} />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Name'), ' Ravi ');
    await userEvent.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(SIGNED_UP_TOAST)).toBeInTheDocument();
    expect(fetchCalls.map((c) => [c.method, new URL(c.url).pathname, c.body])).toEqual([
      ['POST', '/lms/register', { name: 'Ravi', email: 'ravi@example.com', password: 'long-enough' }],
      ['POST', '/lms/login', { username: 'ravi@example.com', password: 'long-enough' }],
    ]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-new');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('a taken e-mail shows the API detail in a toast (SPEC §8); a 422 is only logged', async () => {
    route('POST /lms/register', () => jsonResponse({ detail: 'An account with this e-mail already exists.' }, 409));
    render(
      <>
        <SignUpForm onSignedIn={jest.fn()} />
        <Toaster />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Name'), 'Ravi');
    await userEvent.type(screen.getByLabelText('Email'), 'ravi@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();

    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    route('POST /lms/register', () => jsonResponse({ detail: 'Invalid input', fields: { 'body.email': 'bad' } }, 422));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[api] validation error', expect.objectContaining({ detail: 'Invalid input' })));
    expect(screen.queryByText('Invalid input')).not.toBeInTheDocument();
  });
});
