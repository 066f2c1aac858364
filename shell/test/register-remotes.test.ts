import * as federation from '../../mfe-shared/testing/federation-runtime-mock';
import { registerAppRemotes } from '../src/features/remotes/register-remotes';

beforeEach(() => federation.__reset());

describe('registerAppRemotes (runtime remote URLs)', () => {
  const config = {
    apiUrl: 'http://localhost:4000',
    remotes: { mfe_marketing: 'http://a.test/mf-manifest.json', mfe_lms: 'http://b.test/mf-manifest.json' },
  };

  it('registers every remote the runtime config names, with the retry, failure and own-task plugins', () => {
    registerAppRemotes(config);
    expect(federation.registered).toEqual([
      {
        remotes: [
          { name: 'mfe_marketing', entry: 'http://a.test/mf-manifest.json' },
          { name: 'mfe_lms', entry: 'http://b.test/mf-manifest.json' },
        ],
        force: true,
      },
    ]);
    expect(federation.plugins).toEqual([
      expect.objectContaining({ name: 'shell-retry-fetch' }),
      expect.objectContaining({ name: 'shell-remote-failure' }),
      expect.objectContaining({ name: 'shell-evaluate-in-own-task' }),
    ]);
  });

  it('re-registers only a remote whose URL changed (a dev build declares them statically)', () => {
    federation.registerRemotes([
      { name: 'mfe_marketing', entry: 'http://a.test/mf-manifest.json' },
      { name: 'mfe_lms', entry: 'http://old.test/mf-manifest.json' },
    ]);
    federation.registered.length = 0;
    registerAppRemotes(config);
    expect(federation.registered).toEqual([{ remotes: [{ name: 'mfe_lms', entry: 'http://b.test/mf-manifest.json' }], force: true }]);
  });
});
