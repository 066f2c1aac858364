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
import { apiUrl, ISOLATED_SHELL_PORTS } from '../support/e2e-env';
import { watchConsole } from '../support/page-guards';

const SHELL_PORT = ISOLATED_SHELL_PORTS.canary;
const RELEASES_PORT = SHELL_PORT + 4;
const ADMIN = { username: 'admin@sapacademy.test', password: 'AdminPass123!' };
const STABLE = '1.0.0';
const CANDIDATE = '1.1.0';
const SHARE = 50;
/** Buckets on each side of the 50 % share: below it is the candidate. */
const ON_CANDIDATE = 7;
const ON_STABLE = 93;
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

async function release(request: APIRequestContext, step: 'switch' | 'canary' | 'promote' | 'rollback', body: Record<string, unknown> = {}) {
  const login = await request.post(`${apiUrl()}/lms/login`, { data: ADMIN });
  expect(login.status()).toBe(200);
  const auth = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const listed = (await (await request.get(`${apiUrl()}/admin/releases`, { headers: auth })).json()) as { channels: { remote: string; version: number }[] };
  // A channel left by an earlier run on the same database is continued, never assumed absent.
  const version = listed.channels.find((channel) => channel.remote === LABS.remote)?.version ?? 0;
  const answer = await request.post(`${apiUrl()}/admin/releases/${LABS.remote}/${step}`, { headers: auth, data: { version, ...body } });
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
  for (const version of [STABLE, CANDIDATE]) {
    const dir = await writeFixture(sourcesAt(version));
    fixtureDirs.push(dir);
    await buildFixture(dir);
    await mkdir(path.join(releases, LABS.remote), { recursive: true });
    await cp(path.join(dir, 'dist'), path.join(releases, LABS.remote, version), { recursive: true });
  }
  files = await loadPageServer().startRemoteServer({ root: releases, port: RELEASES_PORT, host: 'localhost' });
  tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-canary-'));
  stack = await startStack({
    ports: { shell: SHELL_PORT, marketing: SHELL_PORT + 1, lms: SHELL_PORT + 2, admin: SHELL_PORT + 3 },
    runtimeConfigFile: path.join(tmp, 'runtime-config.json'),
    api: false,
    publicUrls: { api: apiUrl() },
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
