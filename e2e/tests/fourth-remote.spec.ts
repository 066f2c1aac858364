// A fourth remote joins the site by configuration alone (docs/decisions/307-one-runtime-configuration.md):
// a minimal remote, built here with the repository's Rspack + Module Federation setup
// (mfe-shared/build/rspack-common.mjs, as every remote is built) and exposing one route
// component, is mounted on /labs in `npm start`'s stack (scripts/lib/stack.mjs) by the REMOTES and
// ROUTES variables the images read. Nothing of the shell is rebuilt or changed.
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { loadPageServer } from '../../scripts/lib/page-server.mjs';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { startStack } from '../../scripts/lib/stack.mjs';
import { buildFixture, fixtureSources, LABS, writeFixture } from '../../scripts/lib/fourth-remote-fixture.mjs';
import { checkCompatibility, type FederationManifest } from '../../scripts/lib/release/compatibility-gate.mjs';
import { apiUrl, ISOLATED_SHELL_PORTS } from '../support/e2e-env';
import { watchConsole } from '../support/page-guards';

const SHELL_PORT = ISOLATED_SHELL_PORTS.fourthRemote;
const LABS_PORT = SHELL_PORT + 4;
const LABS_HEADING = LABS.heading;
const LABS_TEXT = LABS.text;
// The fixture's sources: the smallest remote the shell can mount, shared with the real-container stage.
const FIXTURE = fixtureSources({ devPort: LABS_PORT });

const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as FederationManifest;

/**
 * The fixture as a team would build it after moving to another React: its package asks for
 * `version`, and the react it resolves (a package in the fixture's own node_modules that
 * re-exports the installed one) says it is that version, as an installed React 20 would.
 */
function fixtureOnReact(version: string): Record<string, string> {
  const pkg = JSON.parse(FIXTURE['package.json']!) as { dependencies: Record<string, string> };
  pkg.dependencies.react = version;
  const real = path.join(repoRoot, 'node_modules', 'react');
  const reexport = (file: string) => `module.exports = require(${JSON.stringify(path.join(real, file))});\n`;
  // Every import of react resolves the fixture's package, mfe-shared's sources included: the
  // manifest records one version per shared key from whichever module resolved it first, and a
  // build half on one React and half on another would make that version depend on build order.
  const config = FIXTURE['rspack.config.mjs']!.replace(
    'export default () => createAppConfig({',
    "const onFixtureReact = (config) => ({ ...config, resolve: { ...config.resolve, alias: { ...config.resolve?.alias, react: path.join(dir, 'node_modules', 'react') } } });\n    export default () => onFixtureReact(createAppConfig({",
  ).replace(/\}\);\s*$/, '}));\n');
  return {
    ...FIXTURE,
    'rspack.config.mjs': config,
    'package.json': JSON.stringify(pkg),
    'node_modules/react/package.json': JSON.stringify({ name: 'react', version, main: 'index.js' }),
    'node_modules/react/index.js': reexport('index.js'),
    'node_modules/react/jsx-runtime.js': reexport('jsx-runtime.js'),
    'node_modules/react/jsx-dev-runtime.js': reexport('jsx-dev-runtime.js'),
  };
}

let fixtureDir = '';
let otherReactDir = '';
let tmp = '';
let stack: Awaited<ReturnType<typeof startStack>> | undefined;
let labs: Awaited<ReturnType<ReturnType<typeof loadPageServer>['startRemoteServer']>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  // Inside the repository (e2e/artifacts is ignored), so the build resolves the workspace's packages.
  await mkdir(path.join(repoRoot, 'e2e', 'artifacts'), { recursive: true });
  fixtureDir = await writeFixture(FIXTURE);
  await buildFixture(fixtureDir);

  labs = await loadPageServer().startRemoteServer({ root: path.join(fixtureDir, 'dist'), port: LABS_PORT, host: 'localhost' });
  tmp = await mkdtemp(path.join(os.tmpdir(), 'e2e-fourth-remote-'));
  // npm start's stack, with the suite's API; the fourth remote is two variables, as in the images.
  stack = await startStack({
    ports: { shell: SHELL_PORT, marketing: SHELL_PORT + 1, lms: SHELL_PORT + 2, admin: SHELL_PORT + 3 },
    runtimeConfigFile: path.join(tmp, 'runtime-config.json'),
    api: false,
    publicUrls: { api: apiUrl() },
    runtimeEnv: {
      REMOTES: `mfe_labs=http://localhost:${LABS_PORT}/mf-manifest.json`,
      ROUTES: `${loadPageServer().BACK_OFFICE_ROUTES} /labs=mfe_labs`,
    },
  });
});

test.afterAll(async () => {
  await stack?.stop();
  await labs?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
  if (fixtureDir) await rm(fixtureDir, { recursive: true, force: true });
  if (otherReactDir) await rm(otherReactDir, { recursive: true, force: true });
});

// The release gate (decision 308) on real builds: this one runs on the shell's singletons; the
// same remote built against React 20 would not, and `release.mjs publish` refuses it by name.
test("the release gate passes the fixture's build against the shell's manifest and refuses it built against React 20", async () => {
  test.setTimeout(300_000);
  const shell = JSON.parse(readFileSync(path.join(repoRoot, 'shell', 'dist', 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const shellRuntime = shell.shared.find((entry) => entry.name === 'react/jsx-runtime')!.version;
  expect(checkCompatibility({ remote: readManifest(fixtureDir), shell })).toEqual([]);

  otherReactDir = await writeFixture(fixtureOnReact('20.0.0'));
  await buildFixture(otherReactDir);
  const manifest = readManifest(otherReactDir);
  const shellReact = shell.shared.find((entry) => entry.name === 'react')!.version;
  for (const key of ['react', 'react/jsx-runtime']) {
    expect(manifest.shared.find((entry) => entry.name === key)).toMatchObject({ version: '20.0.0', requiredVersion: '20.0.0' });
  }
  expect(checkCompatibility({ remote: manifest, shell })).toEqual(
    expect.arrayContaining([
      `mfe_labs 1.0.0 was built against react 20.0.0; the shell in production provides ${shellReact}: more than a patch-level difference`,
      `mfe_labs 1.0.0 was built against react/jsx-runtime 20.0.0; the shell in production provides ${shellRuntime}: more than a patch-level difference`,
    ]),
  );
});

test("/labs shows the fourth remote's page under the site's header; the other areas are unchanged", async ({ page, request }) => {
  expect(stack!.config.routes?.['/labs']).toEqual({ remote: 'mfe_labs', module: './routes', render: 'client' });
  // Announced for the first paint from its manifest, like any remote of the map. The page server
  // reads that manifest with a 1 s timeout and sends the page without the hints when it is slower
  // (a busy machine), so the hint is awaited over a few page loads.
  await expect
    .poll(async () => (await request.get(`${stack!.urls.shell}/labs?hints=${Date.now()}`)).text(), { timeout: 30_000 })
    .toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:${LABS_PORT}/mf-manifest.json">`);

  const messages = watchConsole(page);
  await page.goto(`${stack!.urls.shell}/labs`);
  const area = page.locator('[data-remote="mfe_labs"]');
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(LABS_HEADING);
  await expect(area.getByText(LABS_TEXT)).toBeVisible();
  await expect(area).toHaveAttribute('data-remote-version', '1.0.0');
  // The site's header is the shell's, around the remote's area, with the site's navigation.
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/lms?action=login');
  expect(await page.evaluate(() => document.querySelector('header')!.compareDocumentPosition(document.querySelector('[data-remote="mfe_labs"]')!))).toBe(4);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(messages.errors()).toEqual([]);

  // The public site, the portal and the back office are where they were.
  await page.goto(`${stack!.urls.shell}/lms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
  await page.goto(`${stack!.urls.shell}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become job-ready in SAP with real projects');
});
