import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { authStore, LOGOUT_TOAST, SESSION_CHECKING_ATTRIBUTE, TOKEN_STORAGE_KEY, Toaster, VISITOR_ONLY_ATTRIBUTE } from 'mfe-shared';
import { SiteHeader } from '../src/features/header/site-header';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { renderAt } from './render';

const signIn = () => {
  authStore.getState().setToken('tok');
  authStore.getState().setSession({ user: { id: 1, name: 'Asha', email: 'asha@example.com' }, student: { id: 2 } });
};

function WhereAmI() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const renderHeader = (path: string) =>
  renderAt(
    path,
    <>
      <SiteHeader />
      <Routes>
        <Route path="*" element={<WhereAmI />} />
      </Routes>
      <Toaster />
    </>,
  );

describe('site header', () => {
  it('a visitor gets the public links with Sign Up and Login (SPEC §2)', () => {
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/lms?action=signup');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/lms?action=login');
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('a signed-in student on a public page gets Dashboard and Logout instead', () => {
    signIn();
    renderHeader('/about');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/lms');
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('a signed-in student inside /lms gets the portal header (SPEC §2, with Profile, Orders and Certificates)', () => {
    signIn();
    renderHeader('/lms/course/1');
    const nav = screen.getByRole('navigation', { name: 'Portal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/lms'],
      ['Courses', '/lms'],
      ['Profile', '/lms/profile'],
      ['Orders', '/lms/orders'],
      ['Certificates', '/lms/certificates'],
      ['Events', '/events'],
      ['Support', '/lms/support'],
    ]);
    expect(screen.getByRole('link', { name: /home$/ })).toHaveAttribute('href', '/');
  });

  it("while a stored token is checked, a portal page shows the portal's header, as the server's signed-in variant does (decision 012)", () => {
    authStore.getState().setToken('tok');
    authStore.getState().setStatus('checking');
    renderHeader('/lms');
    expect(screen.getByRole('navigation', { name: 'Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign Up' })).not.toBeInTheDocument();
  });

  it("while a stored token is checked, a public page's Sign Up and Login are marked visitor-only, and the mark on <html> goes once the check ends", () => {
    document.documentElement.setAttribute(SESSION_CHECKING_ATTRIBUTE, '');
    authStore.getState().setToken('tok');
    authStore.getState().setStatus('checking');
    renderHeader('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Sign Up', 'Login']) expect(within(nav).getByRole('link', { name }).closest(`[${VISITOR_ONLY_ATTRIBUTE}]`)).not.toBeNull();
    expect(within(nav).getByRole('link', { name: 'Home' }).closest(`[${VISITOR_ONLY_ATTRIBUTE}]`)).toBeNull();
    expect(document.documentElement).toHaveAttribute(SESSION_CHECKING_ATTRIBUTE);

    act(() => {
      authStore.getState().setSession({ user: { id: 1, name: 'Asha', email: 'asha@example.com' }, student: { id: 2 } });
      authStore.getState().setStatus('ready');
    });
    expect(document.documentElement).not.toHaveAttribute(SESSION_CHECKING_ATTRIBUTE);
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('Logout revokes the token, clears both storages, goes to / and says so (SPEC §4)', async () => {
    signIn();
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    sessionStorage.setItem('draft', 'x');
    route('POST /lms/logout', () => jsonResponse(undefined, 204));
    renderHeader('/lms');

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(await screen.findByText(LOGOUT_TOAST)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(authStore.getState().user).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('the menu toggle opens and closes the navigation on small screens', async () => {
    renderHeader('/');
    // jsdom applies no media queries, so the toggle (shown only below 768px) counts as
    // hidden here; the end-to-end suite checks it at a phone width.
    const toggle = screen.getByLabelText('Open menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByLabelText('Close menu')).toHaveAttribute('aria-expanded', 'true');
  });

  it('a navigation closes the menu, and coming back does not reopen it', async () => {
    renderHeader('/');
    await userEvent.click(screen.getByLabelText('Open menu'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'About' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/about');
    expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(within(nav).getByRole('link', { name: 'Home' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/$/);
    expect(screen.getByLabelText('Open menu')).toHaveAttribute('aria-expanded', 'false');
  });
});
