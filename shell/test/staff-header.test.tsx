// Decision 014: a route the runtime config marks `header: "staff"` gets the back
// office's own header — brand, "Back office", View site and Logout, none of the public links —
// and keeps it when its remote fails to load.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { authStore, parseRuntimeConfig, REMOTE_UNAVAILABLE_TITLE, setRuntimeConfig } from 'mfe-shared';
import * as federation from '../../mfe-shared/testing/federation-runtime-mock';
import { AppShell } from '../src/app/app';
import { SiteHeader } from '../src/features/header/site-header';
import { renderAt } from './render';

const remotes = {
  mfe_marketing: 'http://m.test/mf-manifest.json',
  mfe_lms: 'http://l.test/mf-manifest.json',
  mfe_admin: 'http://a.test/mf-manifest.json',
};
const STAFF_ROUTES = { '/lms': 'mfe_lms', '/admin': { remote: 'mfe_admin', header: 'staff' } };
const useConfig = (routes: Record<string, unknown>) => setRuntimeConfig(parseRuntimeConfig({ remotes, routes }));
function Where() {
  return <output aria-label="Location">{useLocation().pathname}</output>;
}
const signIn = (role: 'admin' | 'editor') => {
  authStore.getState().setToken('tok');
  authStore.getState().setSession({ user: { id: 1, name: 'Meera', email: 'meera@example.com', role }, student: null });
};

beforeEach(() => {
  federation.__reset();
  federation.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  federation.__setRemote('mfe_marketing/routes', async () => ({ default: () => <h1>Marketing page</h1> }));
});
afterEach(() => setRuntimeConfig(parseRuntimeConfig({})));

it('gives /admin/* the staff header: brand and "Back office" to the back office, View site and Logout, no public links', () => {
  useConfig(STAFF_ROUTES);
  signIn('admin');
  renderAt('/admin/leads', <SiteHeader />);
  const banner = screen.getByRole('banner');
  expect(within(banner).getByRole('link', { name: 'Vidya ERP Academy Back office' })).toHaveAttribute('href', '/admin');
  const staff = within(banner).getByRole('navigation', { name: 'Staff' });
  expect(within(staff).getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  expect(within(staff).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  for (const name of ['Home', 'About', 'Offerings', 'Courses', 'Events', 'Contact', 'Dashboard', 'Sign Up']) {
    expect(within(banner).queryByRole('link', { name })).not.toBeInTheDocument();
  }
  expect(within(banner).queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});

it('a visitor on the staff sign-in gets the staff header without Logout', () => {
  useConfig(STAFF_ROUTES);
  renderAt('/admin', <SiteHeader />);
  expect(within(screen.getByRole('navigation', { name: 'Staff' })).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'View site' })).toBeInTheDocument();
});

it('Logout signs staff out and takes them to the back office sign-in, not the public home page', async () => {
  useConfig(STAFF_ROUTES);
  signIn('editor');
  renderAt(
    '/admin/courses',
    <>
      <SiteHeader />
      <Where />
    </>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
  expect(authStore.getState().user).toBeNull();
  expect(await screen.findByRole('status', { name: 'Location' })).toHaveTextContent(/^\/admin$/);
  expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
});

it('without the flag, /admin keeps the site header (the config decides), and public pages never get the staff header', () => {
  useConfig({ '/lms': 'mfe_lms', '/admin': 'mfe_admin' });
  signIn('admin');
  const { unmount } = renderAt('/admin', <SiteHeader />);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  unmount();
  useConfig(STAFF_ROUTES);
  renderAt('/about', <SiteHeader />);
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Staff' })).not.toBeInTheDocument();
});

it('keeps the staff header, with Logout, when the back office remote fails to load', async () => {
  // React and the loader report the failure; the page must carry on.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  useConfig(STAFF_ROUTES);
  signIn('admin');
  federation.__setRemote('mfe_admin/routes', async () => {
    throw new Error('manifest unreachable');
  });
  renderAt('/admin/leads', <AppShell />);
  expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_UNAVAILABLE_TITLE);
  expect(within(screen.getByRole('navigation', { name: 'Staff' })).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
});
