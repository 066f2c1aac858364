// The shell's areas come from the runtime config's route map (decision 010): a remote joins the
// site with a config change, and a path the map leaves out is the public site's.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, parseRuntimeConfig, REMOTE_UNAVAILABLE_TITLE, setRuntimeConfig } from 'mfe-shared';
import * as federation from '../../mfe-shared/testing/federation-runtime-mock';
import { AppRoutes } from '../src/app/app-routes';
import { STAFF_ROLES as CONTRACT_STAFF_ROLES } from 'mfe-shared/contracts/admin';
import { SiteHeader } from '../src/features/header/site-header';
import { STAFF_ROLES } from '../src/features/header/use-back-office-link';
import { LOADING_TEXT } from '../src/features/remotes/remote-area';
import { renderAt } from './render';

const remotes = {
  mfe_marketing: 'http://m.test/mf-manifest.json',
  mfe_lms: 'http://l.test/mf-manifest.json',
  mfe_admin: 'http://a.test/mf-manifest.json',
};
const page = (text: string) => async () => ({ default: () => <h1>{text}</h1> });

const useConfig = (routes?: Record<string, unknown>) => setRuntimeConfig(parseRuntimeConfig({ remotes, ...(routes ? { routes } : {}) }));

beforeEach(() => {
  federation.__reset();
  federation.registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  federation.registered.length = 0;
  federation.__setRemote('mfe_marketing/routes', page('Marketing page'));
  federation.__setRemote('mfe_lms/routes', page('Portal page'));
  federation.__setRemote('mfe_admin/routes', page('Back office page'));
});
afterEach(() => setRuntimeConfig(parseRuntimeConfig({})));

describe('routes from the runtime config', () => {
  it('without /admin in the map, /admin is the public site (its 404 page) and the admin remote is never asked for', async () => {
    useConfig();
    renderAt('/admin/courses', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Marketing page' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_marketing/routes');
    expect(federation.loadRemote).not.toHaveBeenCalledWith('mfe_admin/routes');
  });

  it("with /admin mapped, /admin/* loads the admin remote after 'Loading...' while the user check runs, like the portal", async () => {
    useConfig({ '/lms': 'mfe_lms', '/admin': 'mfe_admin' });
    authStore.getState().setStatus('checking');
    renderAt('/admin/courses/4', <AppRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    expect(federation.loadRemote).not.toHaveBeenCalled();

    act(() => authStore.getState().setStatus('ready'));
    expect(await screen.findByRole('heading', { name: 'Back office page' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_admin/routes');
  });

  it('a map without /lms gives /lms to the public site; a longer prefix wins over a shorter one', async () => {
    useConfig({ '/admin': 'mfe_admin', '/admin/old': { remote: 'mfe_lms' } });
    const { unmount } = renderAt('/lms', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Marketing page' })).toBeInTheDocument();
    unmount();
    renderAt('/admin/old/3', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Portal page' })).toBeInTheDocument();
  });

  it('a route may name another exposed module', async () => {
    federation.__setRemote('mfe_admin/reports', page('Reports'));
    useConfig({ '/reports': { remote: 'mfe_admin', module: './reports' } });
    renderAt('/reports', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Reports' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_admin/reports');
  });

  it('a mapped remote that is down shows the unavailable view with Retry, naming the back office', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    federation.__setRemote('mfe_admin/routes', async () => {
      if (!up) throw new Error('Failed to fetch http://a.test/mf-manifest.json');
      return { default: () => <h1>Back office is back</h1> };
    });
    useConfig({ '/admin': 'mfe_admin' });
    renderAt('/admin', <AppRoutes />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REMOTE_UNAVAILABLE_TITLE);
    expect(alert).toHaveTextContent('The back office could not be loaded.');

    up = true;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back office is back' })).toBeInTheDocument();
    expect(federation.registered).toEqual([{ remotes: [{ name: 'mfe_admin', entry: remotes.mfe_admin }], force: true }]);
  });
});

describe('the header\'s "Back office" link', () => {
  const signIn = (role: 'student' | 'trainer' | 'editor' | 'admin') => {
    authStore.getState().setToken('tok');
    authStore.getState().setSession({ user: { id: 1, name: 'Asha', email: 'asha@example.com', role }, student: null });
  };

  it("is shown to exactly the contracts' staff roles (the shell keeps its own copy, zod-free)", () => {
    expect([...STAFF_ROLES].sort()).toEqual([...CONTRACT_STAFF_ROLES].sort());
  });

  it.each(['admin', 'editor', 'trainer'] as const)('staff (%s) get it on public pages and in the portal when the map mounts /admin', (role) => {
    useConfig({ '/lms': 'mfe_lms', '/admin': 'mfe_admin' });
    signIn(role);
    const { unmount } = renderAt('/about', <SiteHeader />);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');
    unmount();
    renderAt('/lms', <SiteHeader />);
    expect(within(screen.getByRole('navigation', { name: 'Portal' })).getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/admin');
  });

  it('a student never gets it', () => {
    useConfig({ '/lms': 'mfe_lms', '/admin': 'mfe_admin' });
    signIn('student');
    renderAt('/lms', <SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('staff do not get it when the map has no /admin (no dead link)', () => {
    useConfig();
    signIn('admin');
    renderAt('/about', <SiteHeader />);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });
});
