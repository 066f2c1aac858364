// `node scripts/release.mjs switch | canary | promote | rollback | status`, and publish's
// --canary, against the real built API (decisions 125, 308, 311): the API as it ships
// (api/dist on PGlite with the demo staff admin), the command as an operator runs it (a child
// process configured by its environment only). Each release prints one line (remote, action,
// from → to, share); every refusal prints the API's own {detail} and exits non-zero.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApi, startApi } from '../lib/api-process.mjs';
import { repoRoot } from '../lib/paths.mjs';

const { version } = JSON.parse(await readFile(path.join(repoRoot, 'mfe-lms', 'package.json'), 'utf8'));
// The demo staff admin `API_SEED=demo` creates (api/src/db/seed/index.ts DEMO_ADMIN).
const ADMIN = { username: 'admin@sapacademy.test', password: 'AdminPass123!' };
const CDN = 'http://127.0.0.1:9/cdn';
const SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'mfe-shared': '0.1.0', zustand: '5.1.0' };
const manifest = (name, buildVersion) => ({
  id: name,
  name,
  metaData: { name, buildInfo: { buildVersion }, remoteEntry: { name: 'remoteEntry.js' } },
  shared: Object.entries(SHARED).map(([key, v]) => ({ id: `${name}:${key}`, name: key, version: v, requiredVersion: v, singleton: true })),
  exposes: [{ id: `${name}:routes`, name: 'routes', path: './routes' }],
});

let tmp = '';
/** @type {Awaited<ReturnType<typeof startApi>> | undefined} */
let api;
/** @type {Record<string, string>} */
let env = {};

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

before(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'release-channel-'));
  await buildApi();
  // Every command signs in once; the default of 10 sign-ins per window would stop the test, not a user.
  api = await startApi({
    port: await freePort(),
    quiet: true,
    env: { PGLITE_DATA_DIR: path.join(tmp, 'pglite'), RATE_LIMIT_AUTH_MAX: '1000', LOG_LEVEL: 'warn' },
  });
  env = { PATH: process.env.PATH ?? '', RELEASE_API_URL: api.url, RELEASE_USERNAME: ADMIN.username, RELEASE_PASSWORD: ADMIN.password };
});
after(async () => {
  await api?.stop();
  await rm(tmp, { recursive: true, force: true });
});

/**
 * The command as an operator runs it.
 * @param {string[]} args @param {Record<string, string>} [overrides]
 * @returns {Promise<{ code: number, stdout: string, stderr: string }>}
 */
const release = (args, overrides = {}) =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'release.mjs'), ...args],
      { cwd: repoRoot, env: { ...env, ...overrides } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

/** What the page servers read (GET /site/releases): the channel as the API stores it. */
const published = async () => (await (await fetch(`${api?.url}/site/releases`)).json()).channels.mfe_lms;

/** A portal build of the package's version. */
async function portalBuild() {
  const dist = await mkdtemp(path.join(tmp, 'dist-'));
  await mkdir(path.join(dist, 'server'));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest('mfe_lms', version)));
  await writeFile(path.join(dist, 'remoteEntry.js'), 'var mfe_lms;');
  await writeFile(path.join(dist, '1150.4c271c499e.js'), 'export const chunk = 1;');
  return dist;
}

test('publish --canary 5, status, promote and rollback: one line per release, and the channel the page servers read follows', async () => {
  let run = await release(['switch', 'mfe-lms', '--version', '0.0.9', '--manifest', `${CDN}/mfe-lms/0.0.9/mf-manifest.json`]);
  assert.deepEqual(run, { code: 0, stdout: 'mfe_lms switch (none) → 0.0.9\n', stderr: '' });

  const shell = path.join(tmp, 'shell-mf-manifest.json');
  await writeFile(shell, JSON.stringify(manifest('shell', '0.1.0')));
  const to = path.join(tmp, 'cdn');
  const dist = await portalBuild();
  run = await release(['publish', 'mfe-lms', '--no-build', '--dist', dist, '--to', to, '--shell', shell, '--public-url', `${CDN}/`, '--canary', '5']);
  assert.equal(run.stderr, '');
  assert.equal(run.code, 0);
  const lines = run.stdout.trim().split('\n');
  assert.match(lines[1] ?? '', new RegExp(`^mfe-lms ${version.replace(/\./g, '\\.')} published: 3 files`));
  assert.equal(lines[2], `mfe_lms canary 0.0.9 → ${version} (5 % of visitors)`);
  assert.equal(lines.length, 3);
  assert.ok(JSON.parse(await readFile(path.join(to, 'mfe-lms', version, 'mf-manifest.json'), 'utf8')), 'the manifest the channel names was published');
  assert.deepEqual(await published(), {
    stable: { version: '0.0.9', manifest: `${CDN}/mfe-lms/0.0.9/mf-manifest.json` },
    candidate: { version, manifest: `${CDN}/mfe-lms/${version}/mf-manifest.json`, share: 5 },
  });

  run = await release(['status', 'mfe-lms']);
  assert.equal(run.code, 0);
  const [channel, ...history] = run.stdout.trim().split('\n');
  assert.equal(channel, `mfe_lms stable 0.0.9, candidate ${version} (5 % of visitors) (channel version 2)`);
  assert.match(
    history[0] ?? '',
    new RegExp(`^ {2}\\d+ \\w+ \\d{4}, \\d+:\\d\\d [ap]m IST canary 0\\.0\\.9 → ${version.replace(/\./g, '\\.')} \\(5 % of visitors\\) by ${ADMIN.username}$`),
  );
  assert.match(history[1] ?? '', /IST switch \(none\) → 0\.0\.9 by /);

  run = await release(['promote', 'mfe-lms']);
  assert.deepEqual(run, { code: 0, stdout: `mfe_lms promote 0.0.9 → ${version}\n`, stderr: '' });
  assert.deepEqual(await published(), { stable: { version, manifest: `${CDN}/mfe-lms/${version}/mf-manifest.json` } });

  run = await release(['rollback', 'mfe-lms']);
  assert.deepEqual(run, { code: 0, stdout: `mfe_lms rollback ${version} → 0.0.9\n`, stderr: '' });
  assert.deepEqual(await published(), { stable: { version: '0.0.9', manifest: `${CDN}/mfe-lms/0.0.9/mf-manifest.json` } });

  // Nothing under 0.0.9: the API's 409 and its detail, and the channel is left alone.
  run = await release(['rollback', 'mfe-lms']);
  assert.equal(run.code, 1);
  assert.equal(run.stdout, '');
  assert.equal(run.stderr, 'rollback of mfe_lms refused (409): mfe_lms has no previous stable build to roll back to.\n');
  assert.equal((await published()).stable.version, '0.0.9');
});

test("a command decided on a channel version someone else has since changed is refused with the API's detail, not retried", async () => {
  await release(['switch', 'mfe-marketing', '--version', '1.0.0', '--manifest', `${CDN}/mfe-marketing/1.0.0/mf-manifest.json`]);
  const status = await release(['status', 'mfe-marketing']);
  const seen = /channel version (\d+)/.exec(status.stdout)?.[1];
  assert.ok(seen, status.stdout);
  // Another operator releases first.
  await release(['switch', 'mfe-marketing', '--version', '1.1.0', '--manifest', `${CDN}/mfe-marketing/1.1.0/mf-manifest.json`]);

  const run = await release(['rollback', 'mfe-marketing', '--expect-version', seen]);
  assert.equal(run.code, 1);
  assert.equal(run.stdout, '');
  assert.equal(run.stderr, 'rollback of mfe_marketing refused (409): The channel changed since you read it; reload and try again.\n');
  const after = await release(['status', 'mfe-marketing']);
  assert.match(after.stdout, /^mfe_marketing stable 1\.1\.0, no candidate \(channel version 2\)\n/, 'nothing was rolled back');
});

test('a wrong password, a share out of range and a missing setting each print the reason and exit non-zero', async () => {
  const refused = await fetch(`${api?.url}/lms/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: 'not-the-password' }),
  });
  const { detail } = await refused.json();
  assert.equal(typeof detail, 'string');
  let run = await release(['status'], { RELEASE_PASSWORD: 'not-the-password' });
  assert.equal(run.code, 1);
  assert.equal(run.stderr, `signing in as ${ADMIN.username} failed (${refused.status}): ${detail}\n`);

  run = await release(['canary', 'mfe-lms', '--version', '9.0.0', '--manifest', `${CDN}/mfe-lms/9.0.0/mf-manifest.json`, '--share', '100']);
  assert.equal(run.code, 1);
  assert.match(run.stderr, /^canary of mfe_lms failed \(422\): .+\n$/);

  run = await release(['promote', 'mfe-lms'], { RELEASE_PASSWORD: '' });
  assert.equal(run.code, 64);
  assert.match(run.stderr, /set RELEASE_PASSWORD/);
});
