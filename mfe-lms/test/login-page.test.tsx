import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TOKEN_STORAGE_KEY } from 'mfe-shared';
import { jsonResponse, route, fetchCalls } from '../../mfe-shared/testing/fetch-mock';
import { MESSAGES as VALIDATION } from 'mfe-shared/contracts';
import { LOGIN_HEADINGS } from '../src/config/texts';
import { LoginPage } from '../src/features/auth/login-page';
import { SignInForm } from '../src/features/auth/sign-in-form';

const renderLogin = (search: string) =>
  render(
    <MemoryRouter initialEntries={[`/lms${search}`]}>
      <LoginPage />
    </MemoryRouter>,
  );

describe('login page (SPEC §2)', () => {
  it.each([
    ['', LOGIN_HEADINGS.absent, 'Sign In'],
    ['?action=signup', LOGIN_HEADINGS.signup, 'Sign Up'],
    ['?action=login', LOGIN_HEADINGS.other, 'Sign In'],
    ['?action=anything', LOGIN_HEADINGS.other, 'Sign In'],
  ])('with query %p the heading is %p and %p is the default tab', (search, heading, tab) => {
    renderLogin(search);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('pins the exact texts', () => {
    expect(LOGIN_HEADINGS).toEqual({
      absent: 'You have to login to access this page!',
      signup: 'New User Registration!',
      other: 'Welcome back! Please login to continue!',
    });
  });
});

describe('sign in form (SPEC §5)', () => {
  it('shows both messages for a bad e-mail and a short password, and sends nothing', async () => {
    render(<SignInForm onSignedIn={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '1234567');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(VALIDATION.email)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.password)).toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
  });

  it('trims the e-mail but never the password (decision 118), posts them, stores the token under "token" and reloads (§4)', async () => {
    route('POST /lms/login', () => jsonResponse({ access_token: 'jwt-1' }));
    const onSignedIn = jest.fn();
    render(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText('Email'), '  asha@example.com ');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass ');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await screen.findByRole('button', { name: 'Sign In' });
    expect(fetchCalls[0]).toMatchObject({ method: 'POST', body: { username: 'asha@example.com', password: 'secret-pass ' } });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });
});
