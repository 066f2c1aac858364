// A canary release seen from two browsers (docs/decisions/125, 310, 311): the fourth remote is
// published at two versions, the API's channel makes 1.0.0 stable and 1.1.0 a canary for half
// of the visitors, and the page server (polling GET /site/releases) serves each visitor one build
// by their `sap_cohort` bucket. Each context sees its own version on every page and loads every
// file of the remote from that version's folder only; promoting the candidate changes the next
// page load of the stable visitor, and the page they already had open keeps working.
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { loadPageServer } from '../../scripts/lib/page-server.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { buildFixture, fixtureSources, LABS, writeFixture } from '../../scripts/lib/fourth-remote-fixture.mjs';
import { ISOLATED_SHELL_PORTS } from '../support/e2e-env';
import { watchConsole } from '../support/page-guards';

const SHELL_PORT = ISOLATED_SHELL_PORTS.canary;
const RELEASES_PORT = SHELL_PORT + 4;
const API_PORT = SHELL_PORT + 1000;
const API = `http://127.0.0.1:${API_PORT}`;
const ADMIN = { username: 'admin@sapacademy.test', password: 'AdminPass123!' };
const STABLE = '1.0.0';
const CANDIDATE = '1.1.0';
const SHARE = 50;
/** Buckets on each side of the 50 % share: below it is the candidate. */
const ON_CANDIDATE = 7;
const ON_STABLE = 93;
/** Published with its manifest only: the shell cannot load its entry, as a broken upload would leave it. */
const BROKEN = '1.2.0';
const textOf = (version: string) => `${LABS.text} Build ${version}.`;
const manifestOf = (version: string) => `http://localhost:${RELEASES_PORT}/${LABS.remote}/${version}/mf-manifest.json`;

/** The fixture's sources as the team would ship `version`: its package version and its page's text. */
function sourcesAt(version: string): Record<string, string> {
  const sources = fixtureSources();
  const pkg = JSON.parse(sources['package.json']!) as { version: string };
  pkg.version = version;
  return { ...sources, 'package.json': JSON.stringify(pkg), 'src/labs-routes.tsx': sources['src/labs-routes.tsx']!.replace(LABS.text, textOf(version)) };
}

let releases = '';
let tmp = '';
const fixtureDirs: string[] = [];
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
let files: Awaited<ReturnType<ReturnType<typeof loadPageServer>['startRemoteServer']>> | undefined;

async function staff(request: APIRequestContext) {
  const login = await request.post(`${API}/lms/login`, { data: ADMIN });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

async function release(request: APIRequestContext, step: 'switch' | 'canary' | 'promote' | 'rollback', body: Record<string, unknown> = {}) {
  const auth = await staff(request);
  const listed = (await (await request.get(`${API}/admin/releases`, { headers: auth })).json()) as { channels: { remote: string; version: number }[] };
  // A channel left by an earlier run on the same database is continued, never assumed absent.
  const version = listed.channels.find((channel) => channel.remote === LABS.remote)?.version ?? 0;
  const answer = await request.post(`${API}/admin/releases/${LABS.remote}/${step}`, { headers: auth, data: { version, ...body } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** What the page server's runtime config gives a bucket now: the remote's manifest URL. */
const manifestFor = async (request: APIRequestContext, bucket: number) =>
  (
    (await (await request.get(`${stack!.urls.shell}/runtime-config.json`, { headers: { cookie: `sap_cohort=${bucket}` } })).json()) as {
      remotes: Record<string, string>;
    }
  ).remotes[LABS.remote];

async function visitor(browser: Browser, bucket: number) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sap_cohort', value: String(bucket), url: stack!.urls.shell }]);
  const page = await context.newPage();
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://localhost:${RELEASES_PORT}/`)) loaded.push(request.url());
  });
  return { context, page, loaded };
}

/** One real page load of /labs that sends its vitals record: web-vitals is in, then the visitor leaves. */
async function loadAndLeave(page: Page, n: number) {
  await page.goto(`${stack!.urls.shell}${LABS.prefix}?load=${n}`);
  // Loads run side by side (loadsBy), so one may take longer than the default 10 s on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /web-vitals/.test(entry.name)));
  await page.goto('about:blank');
}

/** Tabs a visitor loads /labs in at once. */
const TABS = 3;

/**
 * `count` real loads of /labs by one visitor, TABS at a time: each is its own page load that sends
 * its own vitals record. Side by side because web-vitals loads only once a page is interactive and
 * the browser idle, and twenty such loads in a row took most of this test's time
 * (docs/perf/e2e-time.md).
 */
async function loadsBy(who: Awaited<ReturnType<typeof visitor>>, count: number) {
  const tabs = await Promise.all(Array.from({ length: TABS }, () => who.context.newPage()));
  let next = 0;
  await Promise.all(
    tabs.map(async (tab) => {
      for (let n = next++; n < count; n = next++) await loadAndLeave(tab, n);
    }),
  );
  await Promise.all(tabs.map((tab) => tab.close()));
}

async function expectBuild(page: Page, version: string) {
  const area = page.locator(`[data-remote="${LABS.remote}"]`);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(LABS.heading);
  await expect(area.getByText(textOf(version))).toBeVisible();
  await expect(area).toHaveAttribute('data-remote-version', version);
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Each version published into its own folder, as `release.mjs publish` lays them out.
  releases = await mkdtemp(path.join(os.tmpdir(), 'e2e-canary-releases-'));
  // Two real builds, one per version, side by side (each folder builds on its own).
  await Promise.all(
    [STABLE, CANDIDATE].map(async (version) => {
      const dir = await writeFixture(sourcesAt(version));
      fixtureDirs.push(dir);
      await buildFixture(dir);
      await mkdir(path.join(releases, LABS.remote), { recursive: true });
      await cp(path.join(dir, 'dist'), path.join(releases, LABS.remote, version), { recursive: true });
    }),
  );
  await mkdir(path.join(releases, LABS.remote, BROKEN), { recursive: true });
  await cp(path.join(releases, LABS.remote, CANDIDATE, 'mf-manifest.json'), path.join(releases, LABS.remote, BROKEN, 'mf-manifest.json'));
  files = await loadPageServer().startRemoteServer({ root: releases, port: RELEASES_PORT, host: 'localhost' });
  tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-canary-'));
  stack = await startStack({
    ports: { shell: SHELL_PORT, marketing: SHELL_PORT + 1, lms: SHELL_PORT + 2, admin: SHELL_PORT + 3, api: API_PORT },
    runtimeConfigFile: path.join(tmp, 'runtime-config.json'),
    quiet: true,
    // Its own API: the real-user records name mfe_labs only where the API's REMOTES names it
    // (decision 312), as the images' shared site config does; the judge runs when asked.
    apiEnv: {
      PGLITE_DATA_DIR: path.join(tmp, 'pglite'),
      REMOTES: `${LABS.remote}=${manifestOf(STABLE)}`,
      RELEASE_JUDGE_INTERVAL_MS: '0',
      RATE_LIMIT_AUTH_MAX: '10000',
    },
    runtimeEnv: { REMOTES: `${LABS.remote}=${manifestOf(STABLE)}`, ROUTES: `${loadPageServer().BACK_OFFICE_ROUTES} ${LABS.prefix}=${LABS.remote}` },
    releasesPollMs: 1000,
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await files?.close();
  for (const dir of [releases, tmp, ...fixtureDirs]) if (dir) await rm(dir, { recursive: true, force: true });
});

test('two visitors on either side of a canary each get one build on every load; promote moves the stable one on the next load', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await release(request, 'switch', { to_version: STABLE, manifest_url: manifestOf(STABLE) });
  await release(request, 'canary', { to_version: CANDIDATE, manifest_url: manifestOf(CANDIDATE), share: SHARE });
  // The page server polls every second: wait until it serves the canary.
  await expect.poll(() => manifestFor(request, ON_CANDIDATE), { timeout: 30_000 }).toBe(manifestOf(CANDIDATE));
  expect(await manifestFor(request, ON_STABLE)).toBe(manifestOf(STABLE));

  const candidate = await visitor(browser, ON_CANDIDATE);
  const stable = await visitor(browser, ON_STABLE);
  const messages = [watchConsole(candidate.page), watchConsole(stable.page)];
  for (const round of [1, 2]) {
    for (const [who, version] of [
      [candidate, CANDIDATE],
      [stable, STABLE],
    ] as const) {
      await who.page.goto(`${stack!.urls.shell}${LABS.prefix}?round=${round}`);
      await expectBuild(who.page, version);
    }
  }
  // Every file of the remote each visitor loaded came from their own version's folder.
  for (const [who, version] of [
    [candidate, CANDIDATE],
    [stable, STABLE],
  ] as const) {
    expect(who.loaded.length).toBeGreaterThan(0);
    expect(who.loaded.filter((url) => !url.startsWith(`http://localhost:${RELEASES_PORT}/${LABS.remote}/${version}/`))).toEqual([]);
  }

  // Promote: the stable visitor's open page keeps its build and still works (the shell's own
  // navigation), and their next load of /labs is the promoted build.
  await release(request, 'promote');
  await expect.poll(() => manifestFor(request, ON_STABLE), { timeout: 30_000 }).toBe(manifestOf(CANDIDATE));
  await expectBuild(stable.page, STABLE);
  await stable.page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await expect(stable.page).toHaveURL(`${stack!.urls.shell}/lms?action=login`);
  await expect(stable.page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(stable.page.getByRole('alert')).toHaveCount(0);
  stable.loaded.length = 0;
  await stable.page.goto(`${stack!.urls.shell}${LABS.prefix}?after=promote`);
  await expectBuild(stable.page, CANDIDATE);
  expect(stable.loaded.filter((url) => !url.includes(`/${LABS.remote}/${CANDIDATE}/`))).toEqual([]);

  for (const seen of messages) expect(seen.errors()).toEqual([]);
  await candidate.context.close();
  await stable.context.close();
});

// The guard (decision 127) on a build that cannot load in real browsers: visitors on the candidate
// see the remote's unavailable notice and their browsers report it; the judge compares the two
// builds' failures per 1,000 loads from those beacons and rolls the candidate back as `automatic`,
// and the candidate's visitors get the stable build on their next load.
test('a candidate that fails to load in real browsers is rolled back by the judge, and its visitors get stable on the next load', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const auth = await staff(request);
  const guard = (await (await request.get(`${API}/admin/releases/guard`, { headers: auth })).json()) as { version: number };
  const saved = await request.put(`${API}/admin/releases/guard`, {
    headers: auth,
    data: { enabled: true, window_minutes: 60, min_loads: 10, max_failure_increase_per_1000: 5, max_lcp_increase_pct: 1000, version: guard.version },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const stableVersion = STABLE;
  await release(request, 'switch', { to_version: STABLE, manifest_url: manifestOf(STABLE) });
  await release(request, 'canary', { to_version: BROKEN, manifest_url: manifestOf(BROKEN), share: SHARE });
  await expect.poll(() => manifestFor(request, ON_CANDIDATE), { timeout: 30_000 }).toBe(manifestOf(BROKEN));

  const candidate = await visitor(browser, ON_CANDIDATE);
  const stable = await visitor(browser, ON_STABLE);
  await candidate.page.goto(`${stack!.urls.shell}${LABS.prefix}`);
  await expect(candidate.page.getByRole('alert')).toContainText('This part of the site is temporarily unavailable.');
  await Promise.all([loadsBy(candidate, 10), loadsBy(stable, 10)]);

  // The judge reads what the browsers reported; the API's own timer may have judged first. A tab
  // that leaves at once may lose its beacon (seen: 9 of 11 candidate loads counted with three tabs
  // a side), so while the judge still waits for loads, the visitors go on visiting, as real
  // traffic would, one load a side per poll: the verdict still comes from browser beacons only.
  let extra = 10;
  await expect
    .poll(
      async () => {
        const judged = await request.post(`${API}/admin/releases/${LABS.remote}/judge`, { headers: auth, data: {} });
        const answer = (await judged.json()) as {
          channel: { candidate_version: string | null } | null;
          comparison: { verdict?: { outcome?: string } } | null;
        };
        if (answer.channel?.candidate_version && answer.comparison?.verdict?.outcome === 'wait') {
          await Promise.all([loadAndLeave(candidate.page, extra), loadAndLeave(stable.page, extra)]);
          extra += 1;
        }
        // The comparison rides along, so a failure shows what the judge saw.
        return { candidate: answer.channel?.candidate_version ?? null, comparison: answer.comparison };
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toMatchObject({ candidate: null });
  const history = (await (await request.get(`${API}/admin/releases`, { headers: auth })).json()) as {
    history: { remote: string; action: string; from_version: string; to_version: string; actor: string; reason: string | null }[];
  };
  const rolledBack = history.history.find((row) => row.remote === LABS.remote);
  expect(rolledBack).toMatchObject({ action: 'auto_rollback', from_version: BROKEN, to_version: stableVersion, actor: 'automatic' });
  expect(rolledBack?.reason).toMatch(new RegExp(`Candidate ${BROKEN.replaceAll('.', '\\.')} fails [0-9,.]+ per 1,000 loads`));

  await expect.poll(() => manifestFor(request, ON_CANDIDATE), { timeout: 30_000 }).toBe(manifestOf(stableVersion));
  await candidate.page.goto(`${stack!.urls.shell}${LABS.prefix}?after=rollback`);
  await expectBuild(candidate.page, stableVersion);
  await candidate.context.close();
  await stable.context.close();
});
