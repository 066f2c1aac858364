// Real-user monitoring in the browser (decision 116): one vitals record per page load,
// sent when the page hides, and one failure record per remote that fails, each through
// navigator.sendBeacon as text/plain JSON with the route as a pattern and the remote versions.
import { REMOTE_FAILURE_EVENT } from '../src/lib/remote-failure-event';
import { startRealUserMonitoring } from '../src/features/rum/real-user-monitoring';
import { remoteFailureKind } from '../src/features/rum/remote-failure-kind';
import { remoteVersions, versionOf } from '../src/features/rum/remote-versions';
import { rumRemoteVersion } from 'mfe-shared/contracts';

type Callback = (metric: { value: number }) => void;
const vitals: Record<string, Callback> = {};
jest.mock('web-vitals', () => ({
  onLCP: (cb: Callback) => (vitals.lcp = cb),
  onINP: (cb: Callback) => (vitals.inp = cb),
  onCLS: (cb: Callback) => (vitals.cls = cb),
  onTTFB: (cb: Callback) => (vitals.ttfb = cb),
}));

const config = {
  apiUrl: 'https://api.example.test/',
  remotes: {
    mfe_marketing: 'https://cdn.example.test/mfe-marketing/0.1.0/mf-manifest.json',
    mfe_lms: 'https://cdn.example.test/mfe-lms/0.2.0-rc.1/mf-manifest.json',
    mfe_admin: 'http://localhost:3003/mf-manifest.json',
  },
};
const VERSIONS = { mfe_marketing: '0.1.0', mfe_lms: '0.2.0-rc.1', mfe_admin: 'unversioned' };

const beacons: Array<{ url: string; body: unknown }> = [];
beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});

const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};
const idle = () => new Promise((resolve) => setTimeout(resolve, 20));

test('a remote version is its manifest URL’s version folder, "unversioned" without one', () => {
  expect(remoteVersions(config)).toEqual(VERSIONS);
  expect(versionOf('not a url at all')).toBe('unversioned');
});

// The API labels real-user metrics by the same rule (contracts' rumRemoteVersion, decision 122);
// the shell keeps its own copy so its start-up code never evaluates the contracts. They must agree,
// or every beacon of a release would be counted as "other".
test.each([
  'https://cdn.example.com/mfe-lms/0.1.1/mf-manifest.json',
  'https://cdn.example.com/mfe-marketing/1.4.0-rc.1/mf-manifest.json?x=1',
  'http://localhost:3002/mf-manifest.json',
  '/mfe-admin/2.0.0/mf-manifest.json',
  'https://cdn.example.com/mfe-lms/latest/mf-manifest.json',
])('the shell and the API read the same version from %s', (url) => {
  expect(versionOf(url)).toBe(rumRemoteVersion(url));
});

test.each([
  ['[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003', 'manifest'],
  ['The manifest is not a valid Module Federation manifest. #RUNTIME-013', 'manifest'],
  ['Failed to load script resources. #RUNTIME-008', 'entry'],
  ['The remote does not expose the requested module. #RUNTIME-014', 'module'],
  ['ChunkLoadError: Loading chunk 185 failed.', 'module'],
  ['Something else entirely', 'other'],
])('the failure "%s" is of kind %s', (message, kind) => {
  expect(remoteFailureKind(message)).toBe(kind);
});

describe('in a page', () => {
  const stops: Array<() => void> = [];
  const start = (...args: Parameters<typeof startRealUserMonitoring>) => stops.push(startRealUserMonitoring(...args));
  // The portal's root, as RemoteRoot leaves it once React owns the page.
  const hydrateRemote = () => document.querySelector('[data-remote]')!.setAttribute('data-hydrated', 'true');
  beforeEach(() => {
    window.history.replaceState(null, '', '/lms/course/42?coupon=FREE100');
    document.body.innerHTML = '<div id="root"><div data-remote="mfe_lms" data-remote-version="0.2.0-rc.1"></div></div>';
    for (const name of Object.keys(vitals)) delete vitals[name];
    setVisibility('visible');
  });
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  test('web-vitals loads only once a remote has hydrated, so it never competes with a page still loading its chunks', async () => {
    start(config);
    await idle();
    expect(vitals.lcp).toBeUndefined();
    hydrateRemote();
    await idle();
    expect(vitals.lcp).toEqual(expect.any(Function));
  });

  test('stopped before the remote hydrates, it never loads web-vitals', async () => {
    startRealUserMonitoring(config)();
    hydrateRemote();
    await idle();
    expect(vitals.lcp).toBeUndefined();
  });

  test('a page whose remote never hydrates still loads web-vitals, 10 s after its load', async () => {
    jest.useFakeTimers();
    try {
      start(config);
      jest.advanceTimersByTime(9_999);
      await Promise.resolve();
      expect(vitals.lcp).toBeUndefined();
      jest.advanceTimersByTime(1);
      jest.runOnlyPendingTimers(); // the idle callback's stand-in
    } finally {
      jest.useRealTimers();
    }
    await idle();
    expect(vitals.lcp).toEqual(expect.any(Function));
  });

  test('one vitals record when the page hides, with the latest values, the route as a pattern and the remote versions', async () => {
    hydrateRemote();
    start(config);
    await idle();
    vitals.ttfb!({ value: 120.4 });
    vitals.lcp!({ value: 900 });
    vitals.lcp!({ value: 1250 });
    vitals.cls!({ value: 0.02 });
    expect(beacons).toHaveLength(0);

    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    setVisibility('visible');
    setVisibility('hidden');
    expect(beacons).toEqual([
      {
        url: 'https://api.example.test/rum',
        body: { type: 'vitals', route: '/lms/course/:id', remotes: VERSIONS, ttfb: 120.4, lcp: 1250, cls: 0.02 },
      },
    ]);
  });

  test('a page hidden before any metric exists sends nothing', async () => {
    hydrateRemote();
    start(config);
    await idle();
    setVisibility('hidden');
    expect(beacons).toEqual([]);
  });

  test('one failure record per failed remote, at once, with its version and the kind of failure', () => {
    start(config);
    const fail = (id: string, message: string) => window.dispatchEvent(new CustomEvent(REMOTE_FAILURE_EVENT, { detail: { id, lifecycle: 'onLoad', message } }));
    fail('mfe_lms/routes', 'Failed to get manifest. #RUNTIME-003');
    fail('mfe_lms/routes', 'Failed to get manifest. #RUNTIME-003'); // the same load, reported twice
    fail('mfe_marketing/pages', 'ChunkLoadError: Loading chunk 7 failed.');
    fail('left-pad', 'not one of ours');
    expect(beacons.map((b) => b.body)).toEqual([
      { type: 'remote-failure', route: '/lms/course/:id', remote: 'mfe_lms', version: '0.2.0-rc.1', kind: 'manifest' },
      { type: 'remote-failure', route: '/lms/course/:id', remote: 'mfe_marketing', version: '0.1.0', kind: 'module' },
    ]);
  });

  test('falls back to a keepalive fetch when the browser has no beacon', async () => {
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: undefined });
    const fetchSpy = jest.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    const realFetch = global.fetch;
    global.fetch = fetchSpy;
    try {
      start(config);
      window.dispatchEvent(new CustomEvent(REMOTE_FAILURE_EVENT, { detail: { id: 'mfe_lms', lifecycle: 'onLoad', message: '#RUNTIME-008' } }));
      expect(fetchSpy).toHaveBeenCalledWith('https://api.example.test/rum', expect.objectContaining({ method: 'POST', keepalive: true }));
    } finally {
      global.fetch = realFetch;
    }
  });
});

describe('page errors', () => {
  const stops: Array<() => void> = [];
  const start = () => stops.push(startRealUserMonitoring(config));
  beforeEach(() => window.history.replaceState(null, '', '/lms/course/42?coupon=FREE100'));
  afterEach(() => stops.splice(0).forEach((stop) => stop()));
  const errorBeacons = () => beacons.filter((b) => (b.body as { type: string }).type === 'error').map((b) => b.body);
  const throwIn = (filename: string, message = 'Cannot read properties of undefined (reading "email")') =>
    window.dispatchEvent(new ErrorEvent('error', { message, filename, lineno: 1, colno: 2, error: new TypeError(message) }));
  const reject = (stack: string) => {
    const reason = new Error('asha@example.com is not allowed');
    reason.stack = stack;
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    event.reason = reason;
    window.dispatchEvent(event);
  };

  test("an uncaught error in a remote's script is one record of that remote's version, with the route, a scrubbed message and the script line", () => {
    start();
    throwIn('https://cdn.example.test/mfe-lms/0.2.0-rc.1/__federation_expose_routes.3f9a.js?v=1', 'Cannot save priya@example.com (order 202611281234)');
    expect(beacons).toEqual([
      {
        url: 'https://api.example.test/rum',
        body: {
          type: 'error',
          route: '/lms/course/:id',
          kind: 'error',
          remote: 'mfe_lms',
          version: '0.2.0-rc.1',
          message: 'Cannot save [email] (order [number])',
          source: '/mfe-lms/0.2.0-rc.1/__federation_expose_routes.3f9a.js:1:2',
        },
      },
    ]);
    expect(JSON.stringify(beacons)).not.toMatch(/priya|FREE100|42|v=1|202611281234/);
  });

  test("an unhandled rejection is found by its stack's first script; the shell's own errors name no remote", () => {
    start();
    reject('Error: x\n    at save (https://cdn.example.test/mfe-marketing/0.1.0/424.js:1:900)\n    at https://www.example.test/main.js:1:5');
    throwIn('https://www.example.test/main.8c1d.js');
    expect(errorBeacons()).toEqual([
      {
        type: 'error',
        route: '/lms/course/:id',
        kind: 'rejection',
        remote: 'mfe_marketing',
        version: '0.1.0',
        message: '[email] is not allowed',
        source: '/mfe-marketing/0.1.0/424.js:1:900',
      },
      { type: 'error', route: '/lms/course/:id', kind: 'error', message: 'Cannot read properties of undefined (reading "email")', source: '/main.8c1d.js:1:2' },
    ]);
    expect(JSON.stringify(beacons)).not.toContain('asha');
  });

  test('the same error repeated in a page view is one record; another message is another; at most five a page load', () => {
    start();
    for (let i = 0; i < 50; i++) throwIn('https://cdn.example.test/mfe-lms/0.2.0-rc.1/1.js');
    expect(errorBeacons()).toHaveLength(1);
    throwIn('https://cdn.example.test/mfe-lms/0.2.0-rc.1/1.js', 'Another failure');
    expect(errorBeacons()).toHaveLength(2);
    beacons.splice(0);
    throwIn('https://cdn.example.test/mfe-marketing/0.1.0/1.js');
    throwIn('http://localhost:3003/admin-chunk.js');
    throwIn('https://elsewhere.example.test/tracker.js');
    reject('Error\n    at https://cdn.example.test/mfe-lms/0.2.0-rc.1/1.js:1:1');
    reject('Error\n    at https://cdn.example.test/mfe-marketing/0.1.0/1.js:1:1');
    reject('Error\n    at https://www.example.test/main.js:1:1');
    expect(errorBeacons()).toHaveLength(3);
    expect(errorBeacons().slice(0, 2)).toEqual([
      expect.objectContaining({ type: 'error', route: '/lms/course/:id', kind: 'error', remote: 'mfe_marketing', version: '0.1.0' }),
      expect.objectContaining({ type: 'error', route: '/lms/course/:id', kind: 'error', remote: 'mfe_admin', version: 'unversioned' }),
    ]);
  });

  test('stopped, it reports nothing', () => {
    startRealUserMonitoring(config)();
    // A listener of the test's own: with none, jsdom's environment fails the test on the error.
    const seen: ErrorEvent[] = [];
    const listen = (event: ErrorEvent) => seen.push(event);
    window.addEventListener('error', listen);
    try {
      throwIn('https://cdn.example.test/mfe-lms/0.2.0-rc.1/1.js');
    } finally {
      window.removeEventListener('error', listen);
    }
    expect(seen).toHaveLength(1);
    expect(errorBeacons()).toEqual([]);
  });
});
