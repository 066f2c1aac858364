// `npm run bench:api-start`: how long the API takes from process start to its first
// `GET /health` 200, the process's RSS at that moment, and (with --install) the size of the
// API's production install. Numbers in docs/perf/api-start.md.
//
//   node scripts/bench/api-start.mjs [--runs 5] [--db pglite,postgres] [--node BINARY | --image-node] [--install]
//
// The API is started exactly as `npm start -w api` starts it (the command is read from
// api/package.json's "start" script, run with this Node, --node, or --image-node: the images'
// Node 24 from scripts/lib/image-node.mjs), in development with the
// course catalogue (API_AUTO_MIGRATE=1, API_SEED=catalogue). pglite: a data directory migrated
// and seeded by one unmeasured start first; postgres: a private database on the local server
// (scripts/lib/ensure-postgres.mjs; run under the shared lock there). --install copies the
// package manifests and the lockfile to a temporary folder, runs `npm ci --omit=dev --workspace
// api` there and reports its size, its package count and any front-end package in it; with a
// build (api/dist, contracts/dist) it then starts dist/server.js from that install alone.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../lib/paths.mjs';
import { NOT_FOR_THE_API } from '../lib/production-install.mjs';

const API_DIR = path.join(repoRoot, 'api');
const BENCH_DB = 'sap_academy_api_start';
const POLL_MS = 10;
const READY_TIMEOUT_MS = 120_000;
/** Packages the API's production install must not contain (front end, build and dev tools). */

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    db: { type: 'string', default: 'pglite,postgres' },
    node: { type: 'string', default: process.execPath },
    'image-node': { type: 'boolean', default: false },
    install: { type: 'boolean', default: false },
    'no-start': { type: 'boolean', default: false },
  },
});

if (opts['image-node']) opts.node = (await import('../lib/image-node.mjs')).ensureImageNode();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The arguments of api/package.json's "start" script after its leading `node`. */
function startArgs() {
  const script = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8')).scripts.start;
  const words = script.trim().split(/\s+/);
  if (words[0] !== 'node') throw new Error(`api start script does not begin with node: ${script}`);
  return words.slice(1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
    server.once('error', reject);
  });

const rssMiB = (pid) => {
  const kib = Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kib / 1024;
};

/** One start: spawn → first /health 200, then the RSS, then SIGTERM. */
async function startOnce(env, cwd = API_DIR) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(opts.node, startArgs(), {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      API_AUTO_MIGRATE: '1',
      API_SEED: 'catalogue',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}:\n${stderr}`);
      if (performance.now() - started > READY_TIMEOUT_MS) throw new Error('the API did not answer /health');
      const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      await sleep(POLL_MS);
    }
    return { ms: performance.now() - started, rssMiB: rssMiB(child.pid) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function postgresEnv() {
  const { ensurePostgres } = await import('../lib/ensure-postgres.mjs');
  const url = await ensurePostgres();
  if (!url) throw new Error('no local PostgreSQL');
  const psql = (sql) => execFileSync('su', ['postgres', '-c', `psql -qtAX -c "${sql}"`], { encoding: 'utf8' }).trim();
  if (psql(`select 1 from pg_database where datname='${BENCH_DB}'`) !== '1') {
    psql(`create database ${BENCH_DB} owner ${new URL(url).username}`);
  }
  const bench = new URL(url);
  bench.pathname = `/${BENCH_DB}`;
  return { DATABASE_URL: bench.href };
}

const range = (xs, digits = 0) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function benchStart(db) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'api-start-'));
  try {
    const env = db === 'postgres' ? await postgresEnv() : { PGLITE_DATA_DIR: path.join(tmp, 'pglite') };
    await startOnce(env); // migrates and seeds: the measured starts find a ready database
    const runs = [];
    for (let i = 0; i < Number(opts.runs); i++) runs.push(await startOnce(env));
    const ms = runs.map((r) => r.ms);
    const rss = runs.map((r) => r.rssMiB);
    console.log(
      `${db.padEnd(8)} start → /health 200: ${range(ms)} ms (median ${median(ms).toFixed(0)}); RSS ${range(rss)} MiB (median ${median(rss).toFixed(0)})`,
    );
    return { db, runs };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** The workspaces' package.json files, the root one and the lockfile, copied to `dir`. */
function copyManifests(dir) {
  const root = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  for (const file of ['package.json', 'package-lock.json', '.npmrc', ...root.workspaces.map((w) => `${w}/package.json`)]) {
    if (!existsSync(path.join(repoRoot, file))) continue;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(dir, file));
  }
}

async function benchInstall() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-install-'));
  try {
    copyManifests(dir);
    const npm = (cmd) =>
      spawnSync('npm', [cmd, '--omit=dev', '--workspace', 'api', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], {
        cwd: dir,
        encoding: 'utf8',
      });
    let r = npm('ci');
    if (r.status !== 0) r = npm('install'); // as scripts/lib/ensure-deps.mjs: a lockfile without other platforms' binaries
    if (r.status !== 0) throw new Error(r.stderr);
    const kib = Number(execFileSync('du', ['-sk', path.join(dir, 'node_modules')], { encoding: 'utf8' }).split('\t')[0]);
    const installed = JSON.parse(readFileSync(path.join(dir, 'node_modules', '.package-lock.json'), 'utf8')).packages;
    const names = Object.entries(installed)
      .filter(([, meta]) => !meta.link)
      .map(([key]) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length));
    const unwanted = [...new Set(names.filter((n) => NOT_FOR_THE_API.test(n)))].sort();
    console.log(`install  npm ci --omit=dev --workspace api: ${(kib / 1024).toFixed(0)} MiB, ${names.length} packages`);
    console.log(`         front-end or build packages in it: ${unwanted.length ? unwanted.join(', ') : 'none'}`);
    const builds = ['api/dist', 'contracts/dist'];
    if (builds.every((b) => existsSync(path.join(repoRoot, b)))) {
      for (const b of builds) cpSync(path.join(repoRoot, b), path.join(dir, b), { recursive: true });
      const { ms } = await startOnce({ PGLITE_DATA_DIR: path.join(dir, 'pglite') }, path.join(dir, 'api'));
      console.log(`         the API starts from this install and its build alone (new database): ${ms.toFixed(0)} ms to /health 200`);
    }
    return { mib: kib / 1024, packages: names.length, unwanted };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The load average is printed because other work on a shared machine moves every number.
const load = () => (os.loadavg()[0] ?? 0).toFixed(1);
console.log(
  `Node ${execFileSync(opts.node, ['-p', 'process.version'], { encoding: 'utf8' }).trim()}, api start: node ${startArgs().join(' ')}; load ${load()}`,
);
if (!opts['no-start']) for (const db of opts.db.split(',').map((d) => d.trim())) await benchStart(db);
if (opts.install) await benchInstall();
console.log(`load ${load()}`);
