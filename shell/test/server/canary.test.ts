/** @jest-environment node */
// Canary releases in the page server (docs/decisions/310): the release channels polled from a
// local /site/releases over real HTTP, each visitor's cohort kept by a cookie, and every part of
// the page (prerendered HTML, inlined config, /runtime-config.json, ETag) from one version.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { ReleaseChannels } from '@sap-academy/contracts';
import type { RuntimeConfig } from 'mfe-shared';
import { startPageServer } from '../../server/app';
import { COHORT_COOKIE } from '../../server/cohort';
import { PRIVATE_PAGE, PUBLIC_PAGE } from '../../server/page-cache';
import { withSiteData } from '../../server/prerender';
import { pollReleaseChannels, type ReleaseChannelsSource } from '../../server/release-channels';
import { pageServerSettings } from '../../server/settings';
import { createRenderer } from '../../server/render/render';
import type { RunningServer } from '../../server/static-files';
import { startFakeReleaseApi, type FakeReleaseApi } from './support/fake-releases';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

let dir: string;
let api: FakeReleaseApi;
let shell: RunningServer;
let releases: ReleaseChannelsSource;
let config: RuntimeConfig;
const warnings: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'canary-'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><title>t</title><!--runtime-config--></head><body><div id="root"></div></body></html>');
  await mkdir(path.join(dir, 'server'));
  api = await startFakeReleaseApi();
  // REMOTES as the deployment sets it: the build the channels replace.
  config = { apiUrl: api.url, remotes: { mfe_marketing: api.manifest('0.9.0'), mfe_lms: 'http://lms.test/mf-manifest.json' } };
  // Polled by hand (poll()) so each step is exact; one test runs the timer itself.
  releases = pollReleaseChannels({ apiUrl: async () => config.apiUrl, pollMs: 0, warn: (m) => warnings.push(m) });
  const renderer = createRenderer();
  shell = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    prerender: withSiteData((request) => renderer.render(request), { current: async () => null }),
    releases,
  });
});
afterAll(async () => {
  await shell.close();
  await api.close();
  await rm(dir, { recursive: true, force: true });
});

const channel = (stable: string, candidate?: { version: string; share: number }): ReleaseChannels['channels'][string] => ({
  stable: { version: stable, manifest: api.manifest(stable) },
  ...(candidate ? { candidate: { ...candidate, manifest: api.manifest(candidate.version) } } : {}),
});

async function publish(channels: ReleaseChannels['channels']) {
  api.answer = { channels };
  await releases.poll();
}

interface Visit {
  status: number;
  /** The version the prerendered HTML was made with, and the one its inlined config loads. */
  rendered: string | undefined;
  inlined: string | undefined;
  etag: string | null;
  cacheControl: string | null;
  cookies: string[];
}

const versionIn = (text: string) => /\/marketing\/([^/]+)\/mf-manifest\.json/.exec(text)?.[1];

async function visit(pathname = '/', cookie?: string, headers: Record<string, string> = {}): Promise<Visit> {
  const response = await fetch(`${shell.url}${pathname}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const html = await response.text();
  const inlinedConfig = /<script id="runtime-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  return {
    status: response.status,
    rendered: /data-remote-version="([^"]+)"/.exec(html)?.[1],
    inlined: versionIn(inlinedConfig),
    etag: response.headers.get('etag'),
    cacheControl: response.headers.get('cache-control'),
    cookies: response.headers.getSetCookie(),
  };
}

async function runtimeConfigVersion(cookie?: string): Promise<string | undefined> {
  const response = await fetch(`${shell.url}/runtime-config.json`, { headers: cookie ? { cookie } : {} });
  return versionIn(((await response.json()) as RuntimeConfig).remotes.mfe_marketing as string);
}

/** The bucket a page answer gives its visitor, from its Set-Cookie values. */
const bucketGiven = (setCookies: string[]) => {
  const line = setCookies.find((c) => c.startsWith(`${COHORT_COOKIE}=`));
  return line === undefined ? undefined : Number(/^sap_cohort=(\d+);/.exec(line)?.[1]);
};

test('before the API ever answers, and outside a canary, every visitor gets the runtime config and no cookie', async () => {
  api.answer = { status: 503 };
  await releases.poll();
  const before = await visit();
  expect(before).toMatchObject({ status: 200, rendered: '0.9.0', inlined: '0.9.0', cookies: [], cacheControl: PUBLIC_PAGE });

  await publish({ mfe_marketing: channel('1.0.0') });
  const stable = await visit();
  expect(stable).toMatchObject({ rendered: '1.0.0', inlined: '1.0.0', cookies: [], cacheControl: PUBLIC_PAGE });
  expect(stable.etag).not.toBe(before.etag);
  expect(await runtimeConfigVersion()).toBe('1.0.0');
});

test('over 1,000 visitors without a cookie, the candidate gets its share (5 % ± 2.5) and each is told their cohort', async () => {
  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 5 }) });
  const visitors = 1000;
  let onCandidate = 0;
  const buckets = new Set<string>();
  for (let i = 0; i < visitors; i += 20) {
    const batch = await Promise.all(Array.from({ length: 20 }, () => visit()));
    for (const page of batch) {
      expect(page.rendered).toBe(page.inlined);
      expect(page.cookies).toHaveLength(1);
      const bucket = bucketGiven(page.cookies) as number;
      buckets.add(String(bucket));
      expect(page.rendered).toBe(bucket < 5 ? '1.1.0' : '1.0.0');
      // The answer that hands out a cohort is this visitor's alone.
      expect(page.cacheControl).toBe(PRIVATE_PAGE);
      if (page.rendered === '1.1.0') onCandidate += 1;
    }
  }
  const share = (onCandidate / visitors) * 100;
  console.log(`[canary] ${onCandidate} of ${visitors} visitors on the candidate (${share.toFixed(1)} %, setting 5 %); ${buckets.size} distinct buckets`);
  expect(share).toBeGreaterThanOrEqual(2.5);
  expect(share).toBeLessThanOrEqual(7.5);
  expect(buckets.size).toBeGreaterThan(90);
}, 60_000);

test('the cohort cookie is HttpOnly, SameSite=Lax, Path=/, a year long, and Secure on https', async () => {
  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 5 }) });
  const [plain] = (await visit()).cookies.filter((c) => c.startsWith(`${COHORT_COOKIE}=`));
  expect(plain).toMatch(/^sap_cohort=\d{1,2}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  const secureShell = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    releases: { ...releases, stop: async () => undefined },
    trustProxy: true,
  });
  try {
    const response = await fetch(`${secureShell.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.getSetCookie().find((c) => c.startsWith(`${COHORT_COOKIE}=`))).toMatch(/; Secure$/);
  } finally {
    await secureShell.close();
  }
});

test('a visitor with a cookie gets one version on every request: HTML, inlined config, /runtime-config.json, ETag', async () => {
  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 30 }) });
  await fc.assert(
    fc.asyncProperty(
      fc.integer({ min: 0, max: 99 }),
      fc.array(fc.constantFrom('/', '/about', '/courses', 'config', 'revalidate'), { minLength: 1, maxLength: 8 }),
      async (bucket, requests) => {
        const expected = bucket < 30 ? '1.1.0' : '1.0.0';
        const cookie = `${COHORT_COOKIE}=${bucket}`;
        const etags = new Map<string, string | null>();
        for (const request of requests) {
          if (request === 'config') {
            expect(await runtimeConfigVersion(cookie)).toBe(expected);
          } else if (request === 'revalidate') {
            const first = await visit('/', cookie);
            const again = await fetch(`${shell.url}/`, { headers: { cookie, 'if-none-match': first.etag as string } });
            expect(again.status).toBe(304);
          } else {
            const page = await visit(request, cookie);
            expect(page).toMatchObject({ status: 200, rendered: expected, inlined: expected, cookies: [] });
            if (etags.has(request)) expect(page.etag).toBe(etags.get(request));
            etags.set(request, page.etag);
          }
        }
      },
    ),
    { numRuns: 40 },
  );
  // The two versions' pages never share a tag: a browser's revalidation cannot keep the other one.
  const candidate = await visit('/', `${COHORT_COOKIE}=1`);
  const stable = await visit('/', `${COHORT_COOKIE}=99`);
  expect(candidate.etag).not.toBe(stable.etag);
  const crossed = await fetch(`${shell.url}/`, { headers: { cookie: `${COHORT_COOKIE}=99`, 'if-none-match': candidate.etag as string } });
  expect(crossed.status).toBe(200);
}, 60_000);

test('raising the share keeps the earlier candidates on it; promote, rollback and switch change the next load', async () => {
  const early = `${COHORT_COOKIE}=3`;
  const late = `${COHORT_COOKIE}=40`;
  const load = async (cookie: string) => {
    const page = await visit('/', cookie);
    // A returning visitor is never given another cohort.
    expect(page.cookies).toEqual([]);
    expect(page.rendered).toBe(page.inlined);
    return page.rendered;
  };
  await publish({ mfe_marketing: channel('1.0.0') });
  expect([await load(early), await load(late)]).toEqual(['1.0.0', '1.0.0']);

  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 5 }) });
  expect([await load(early), await load(late)]).toEqual(['1.1.0', '1.0.0']);

  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 50 }) });
  expect([await load(early), await load(late)]).toEqual(['1.1.0', '1.1.0']);

  // Promote: the candidate is everyone's stable.
  await publish({ mfe_marketing: channel('1.1.0') });
  expect([await load(early), await load(late)]).toEqual(['1.1.0', '1.1.0']);

  // A new canary, then its rollback.
  await publish({ mfe_marketing: channel('1.1.0', { version: '1.2.0', share: 10 }) });
  expect([await load(early), await load(late)]).toEqual(['1.2.0', '1.1.0']);
  await publish({ mfe_marketing: channel('1.1.0') });
  expect([await load(early), await load(late)]).toEqual(['1.1.0', '1.1.0']);

  // A switch (rolling stable back).
  await publish({ mfe_marketing: channel('1.0.0') });
  expect([await load(early), await load(late)]).toEqual(['1.0.0', '1.0.0']);
}, 30_000);

test('a failing or invalid poll keeps serving the last good channels, with one warning per failure streak', async () => {
  await publish({ mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 20 }) });
  warnings.length = 0;
  api.answer = { status: 500 };
  await releases.poll();
  await releases.poll();
  api.answer = { invalid: { channels: { mfe_marketing: { stable: { version: 'latest', manifest: 'javascript:alert(1)' } } } } };
  await releases.poll();
  expect(releases.current()?.mfe_marketing?.candidate?.version).toBe('1.1.0');
  expect(await visit('/', `${COHORT_COOKIE}=10`)).toMatchObject({ rendered: '1.1.0', inlined: '1.1.0' });
  expect(await visit('/', `${COHORT_COOKIE}=90`)).toMatchObject({ rendered: '1.0.0', inlined: '1.0.0' });
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/\/site\/releases failed \(HTTP 500\); pages keep the last good release channels/);

  await publish({ mfe_marketing: channel('1.0.0') });
  expect(warnings).toHaveLength(2);
  expect(warnings[1]).toMatch(/answers again/);
  expect(await visit('/', `${COHORT_COOKIE}=10`)).toMatchObject({ rendered: '1.0.0' });
});

test('a remote the runtime config does not know is ignored; an unchanged answer is a 304 and the same cohorts', async () => {
  await publish({ mfe_marketing: channel('1.0.0'), mfe_unknown: channel('3.0.0', { version: '3.1.0', share: 99 }) });
  const page = await visit('/', `${COHORT_COOKIE}=0`);
  expect(page).toMatchObject({ rendered: '1.0.0', cookies: [] });
  const json = (await (await fetch(`${shell.url}/runtime-config.json`)).json()) as RuntimeConfig;
  expect(Object.keys(json.remotes).sort()).toEqual(['mfe_lms', 'mfe_marketing']);
  const before = api.notModified;
  await releases.poll();
  expect(api.notModified).toBe(before + 1);
  expect((await visit('/', `${COHORT_COOKIE}=0`)).etag).toBe(page.etag);
});

test('the poll timer picks a release up within a few polls, and stops with the server', async () => {
  api.answer = { channels: { mfe_marketing: channel('1.0.0') } };
  const timed = pollReleaseChannels({ apiUrl: async () => api.url, pollMs: 50, warn: () => undefined });
  const server = await startPageServer({ root: dir, port: 0, runtimeConfig: async () => config, releases: timed });
  try {
    const seen = async (version: string) => {
      for (let i = 0; i < 100; i += 1) {
        const response = await fetch(`${server.url}/runtime-config.json`, { headers: { cookie: `${COHORT_COOKIE}=0` } });
        if (versionIn(((await response.json()) as RuntimeConfig).remotes.mfe_marketing as string) === version) return true;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return false;
    };
    expect(await seen('1.0.0')).toBe(true);
    api.answer = { channels: { mfe_marketing: channel('1.0.0', { version: '1.1.0', share: 1 }) } };
    expect(await seen('1.1.0')).toBe(true);
  } finally {
    await server.close();
  }
  const polls = api.polls;
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(api.polls).toBe(polls);
});

test('a poll still reading the API address when the server stops sends nothing, and stop waits for it', async () => {
  let release = () => undefined as void;
  const addressRead = new Promise<void>((resolve) => (release = resolve));
  const source = pollReleaseChannels({
    apiUrl: async () => {
      await addressRead;
      return api.url;
    },
    pollMs: 0,
    warn: () => undefined,
  });
  const before = api.polls;
  const polling = source.poll();
  const stopping = source.stop();
  release();
  await stopping;
  await polling;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(api.polls).toBe(before);
});

test('RELEASES_POLL_MS: 5 s by default, 0 turns canaries off, anything else under a second is refused', () => {
  const env = { MFE_MARKETING_URL: 'http://m.test/mf-manifest.json', MFE_LMS_URL: 'http://l.test/mf-manifest.json', API_URL: 'http://api.test' };
  expect(pageServerSettings(env).releasesPollMs).toBe(5000);
  expect(pageServerSettings({ ...env, RELEASES_POLL_MS: '0' }).releasesPollMs).toBe(0);
  expect(pageServerSettings({ ...env, RELEASES_POLL_MS: '2000' }).releasesPollMs).toBe(2000);
  for (const bad of ['10', '-1', 'soon', '5e3']) expect(() => pageServerSettings({ ...env, RELEASES_POLL_MS: bad })).toThrow(/RELEASES_POLL_MS must be 0/);
});
