import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, REMOTE_UNAVAILABLE_TITLE } from 'mfe-shared';
import * as federation from '../../mfe-shared/testing/federation-runtime-mock';
import { AppRoutes } from '../src/app/app-routes';
import { LOADING_TEXT } from '../src/features/remotes/remote-area';
import { renderAt } from './render';

const remoteModule = (text: string) => async () => ({
  default: () => (
    <main>
      <h1>{text}</h1>
    </main>
  ),
});

beforeEach(() => {
  federation.__reset();
  federation.registerRemotes([
    { name: 'mfe_marketing', entry: 'http://m.test/mf-manifest.json' },
    { name: 'mfe_lms', entry: 'http://l.test/mf-manifest.json' },
  ]);
  federation.registered.length = 0;
});

describe('shell routing (SPEC §2)', () => {
  it('sends /lms paths to the LMS remote and every other path to the marketing remote', async () => {
    federation.__setRemote('mfe_marketing/routes', remoteModule('Marketing page'));
    federation.__setRemote('mfe_lms/routes', remoteModule('Portal page'));

    renderAt('/training/individual', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Marketing page' })).toBeInTheDocument();
    expect(federation.loadRemote).toHaveBeenCalledWith('mfe_marketing/routes');
    expect(federation.loadRemote).not.toHaveBeenCalledWith('mfe_lms/routes');
  });

  it('loads the LMS remote for /lms/anything', async () => {
    federation.__setRemote('mfe_lms/routes', remoteModule('Portal page'));
    renderAt('/lms/course/3', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Portal page' })).toBeInTheDocument();
  });

  it("shows 'Loading...' on /lms while the current-user check runs (§4)", async () => {
    federation.__setRemote('mfe_lms/routes', remoteModule('Portal page'));
    authStore.getState().setStatus('checking');
    renderAt('/lms', <AppRoutes />);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_TEXT);
    expect(federation.loadRemote).not.toHaveBeenCalled();

    act(() => authStore.getState().setStatus('ready'));
    expect(await screen.findByRole('heading', { name: 'Portal page' })).toBeInTheDocument();
  });
});

describe('fault isolation', () => {
  it('a remote that fails to load shows a fallback with Retry, and Retry loads it anew', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React 19 reports an error its boundary caught through console.error: expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let up = false;
    federation.__setRemote('mfe_lms/routes', async () => {
      if (!up) throw new Error('Failed to fetch http://l.test/mf-manifest.json');
      return { default: () => <h1>Portal is back</h1> };
    });

    renderAt('/lms', <AppRoutes />);
    expect(await screen.findByRole('alert')).toHaveTextContent(REMOTE_UNAVAILABLE_TITLE);

    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Portal is back' })).toBeInTheDocument();
    // Retry makes the runtime forget the failed remote before loading again.
    expect(federation.registered).toEqual([{ remotes: [{ name: 'mfe_lms', entry: 'http://l.test/mf-manifest.json' }], force: true }]);
  });

  it('a remote that throws while rendering is contained in its area', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    federation.__setRemote('mfe_marketing/routes', async () => ({
      default: () => {
        throw new Error('boom');
      },
    }));
    // React reports the caught render error through console.error; that is expected here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/', <AppRoutes />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
