// The API as it ships (decision 111): `npm run build -w api` yields bundles of the API's own code
// that need nothing but its production dependencies, the contracts' ES modules load in a plain
// Node, and the built CLI and server run. Builds api/dist and contracts/dist as npm test does.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CONTRACTS_SOURCE_CONDITION } from '../lib/api-process.mjs';
import { repoRoot } from '../lib/paths.mjs';
import { run } from '../lib/run.mjs';

const API_DIR = path.join(repoRoot, 'api');
const apiPackage = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
let metafile;
let tmp;

before(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'api-build-'));
  await run('npm', ['run', 'build', '-w', '@sap-academy/contracts'], { stdio: 'ignore' });
  const { buildApi } = await import('../../api/build.mjs');
  metafile = await buildApi();
});
after(() => rmSync(tmp, { recursive: true, force: true }));

const node = (args, options = {}) => spawnSync(process.execPath, args, { cwd: API_DIR, encoding: 'utf8', ...options });
const packageOf = (request) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

test('one bundle per entry, and the SQL migrations where src/paths.ts looks for them', async () => {
  const { ENTRIES } = await import('../../api/build.mjs');
  const outputs = Object.keys(metafile.outputs)
    .filter((f) => f.endsWith('.js'))
    .sort();
  assert.deepEqual(
    outputs,
    Object.keys(ENTRIES)
      .map((name) => `dist/${name}.js`)
      .sort(),
  );
  const list = (dir) => readdirSync(path.join(API_DIR, dir), { recursive: true }).map(String).sort();
  assert.deepEqual(list('dist/db/migrations'), list('src/db/migrations'));
});

test("the bundles hold the API's own code only, and require nothing but Node and its production dependencies", () => {
  const outside = Object.keys(metafile.inputs).filter((input) => !input.startsWith('src/'));
  assert.deepEqual(outside, [], 'inlined from outside api/src');
  const builtins = new Set(builtinModules);
  const required = new Set(Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path)));
  const missing = [...required].filter((r) => !r.startsWith('node:') && !builtins.has(r) && !apiPackage.dependencies[packageOf(r)]);
  assert.deepEqual(missing, [], 'required by the bundles, not a production dependency');
  assert.ok(required.has('@sap-academy/contracts'));
});

test('the built contracts load in a plain Node and export what their sources export', () => {
  const keys = "import('@sap-academy/contracts').then((m) => console.log(JSON.stringify(Object.keys(m).sort())))";
  const built = node(['--input-type=module', '-e', keys]);
  assert.equal(built.status, 0, built.stderr);
  const source = node([`--conditions=${CONTRACTS_SOURCE_CONDITION}`, '--import', 'tsx', '--input-type=module', '-e', keys]);
  assert.equal(source.status, 0, source.stderr);
  assert.ok(JSON.parse(built.stdout).includes('finalPrice'));
  assert.deepEqual(JSON.parse(built.stdout), JSON.parse(source.stdout));
});

test('the built backup CLI (decision 315) loads alone, refuses production without a destination in one line naming it, and lists a folder', () => {
  const env = { PATH: process.env.PATH, DATABASE_URL: 'postgres://backup@127.0.0.1:1/academy' };
  const refused = node(['dist/backup-cli.js', 'take'], { env: { ...env, NODE_ENV: 'production' } });
  assert.equal(refused.status, 1);
  assert.equal(refused.stderr, 'BACKUP_URL: is required in production (a mounted folder or s3://bucket/prefix)\n');
  const folder = path.join(tmp, 'no-backups-yet');
  const listed = node(['dist/backup-cli.js', 'list'], { env: { ...env, NODE_ENV: 'production', BACKUP_URL: folder } });
  assert.equal(listed.status, 0, listed.stderr);
  assert.equal(listed.stdout, `no backups at ${folder}\n`);
});

test('the built CLI migrates and seeds a new database; the built server answers /health and validates with the contracts', async () => {
  const env = { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', PGLITE_DATA_DIR: path.join(tmp, 'pglite'), LOG_LEVEL: 'info' };
  const seeded = node(['dist/db-cli.js', 'seed'], { env });
  assert.equal(seeded.status, 0, seeded.stderr);
  assert.match(seeded.stdout, /migrated and seeded \(catalogue\)/);

  const server = spawn(process.execPath, ['dist/server.js'], { cwd: API_DIR, env: { ...env, HOST: '127.0.0.1', PORT: '0' } });
  const exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve(code ?? signal)));
  try {
    const url = await new Promise((resolve, reject) => {
      let out = '';
      server.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
        if (match) resolve(match[1]);
      });
      server.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
    });
    const health = await fetch(`${url}/health`);
    assert.equal(health.status, 200);
    assert.equal((await health.json()).driver, 'pglite');
    // The built API validates with the contracts' ES modules (their own zod) through the type
    // provider's CommonJS zod: a bad body still gets the spec's messages (§5), a good one the
    // response its schema serialises.
    const { MESSAGES } = await import('@sap-academy/contracts');
    const register = (body) => fetch(`${url}/lms/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await register({ name: 'Asha', email: 'not-an-email', password: 'short' });
    assert.equal(bad.status, 422);
    const problem = await bad.json();
    assert.equal(problem.fields['body.email'], MESSAGES.email);
    assert.equal(problem.fields['body.password'], MESSAGES.password);
    // Decision 118: a strong password, and the same answer for a new or a taken address.
    const good = await register({ name: 'Asha', email: 'asha@example.com', password: 'correct horse battery' });
    assert.equal(good.status, 201);
    const { ACCOUNT_MESSAGES } = await import('@sap-academy/contracts/account');
    assert.deepEqual(await good.json(), { detail: ACCOUNT_MESSAGES.registered });
    const weak = await register({ name: 'Asha', email: 'asha2@example.com', password: 'Password1!' });
    assert.equal(weak.status, 422);
    assert.equal((await weak.json()).fields['body.password'], ACCOUNT_MESSAGES.weakPassword);
  } finally {
    server.kill('SIGTERM');
  }
  assert.equal(await exited, 0, 'a clean shutdown on SIGTERM');
});
