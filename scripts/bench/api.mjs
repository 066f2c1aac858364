// `npm run bench:api`: wrk on 127.0.0.1, bounded runs, against the API on PostgreSQL and on
// PGlite, beside a bare Fastify hello-world measured in the same run. Prints req/s and p50/p99,
// the ratios to hello-world, and the courses-list p99 while 50 logins run; writes .bench/api.json.
// Targets: list ≥ 40 % of hello-world req/s with p99 ≤ 20 ms at 50 connections on
// PostgreSQL; list p99 ≤ 50 ms during 50 concurrent logins.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../lib/api-process.mjs';
import { ensurePostgres } from '../lib/ensure-postgres.mjs';
import { ensureWrk } from '../lib/ensure-system.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const API_DIR = path.join(ROOT, 'api');
const DURATION = process.env.BENCH_DURATION ?? '8s';
// Which API databases to measure, e.g. BENCH_DRIVERS=pglite.
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',').map((d) => d.trim());
const CONNECTIONS = 50; // concurrent connections
const THREADS = 2;
const HELLO_PORT = 4901;
const API_PORT = 4902;
const BENCH_DB = 'sap_academy_bench';
const DEMO = { username: 'demo@sapacademy.test', password: 'DemoPass123!' }; // api/README.md

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function start(name, args, env, cwd) {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  child.on('exit', (code) => code && code !== 143 && console.error(`[bench] ${name} exited ${code}\n${stderr}`));
  return child;
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await Promise.race([new Promise((r) => child.once('exit', r)), sleep(15_000)]);
}

async function waitFor(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: ask again.
    }
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${url}`);
}

function toMs(value) {
  const m = /^([\d.]+)(us|ms|s)$/.exec(value);
  if (!m) return NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
}

/**
 * Runs wrk and returns req/s, p50/p99 (ms) and the count of non-2xx answers.
 * @param {string} url
 * @param {{ connections?: number, headers?: Record<string, string>, lua?: string, duration?: string }} [options]
 */
function wrk(url, { connections = CONNECTIONS, headers = {}, lua, duration = DURATION } = {}) {
  const args = ['-t', String(THREADS), '-c', String(connections), '-d', duration, '--latency', '--timeout', '5s'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  if (lua) args.push('-s', lua);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', () => {
      const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
      const p50 = toMs(/\n\s+50%\s+(\S+)/.exec(out)?.[1] ?? '');
      const p99 = toMs(/\n\s+99%\s+(\S+)/.exec(out)?.[1] ?? '');
      const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
      const errors = /Socket errors: (.*)/.exec(out)?.[1] ?? null;
      resolve({ rps: Math.round(rps), p50: +p50.toFixed(2), p99: +p99.toFixed(2), non2xx, errors });
    });
  });
}

function loginLua(dir) {
  const file = path.join(dir, 'login.lua');
  writeFileSync(file, `wrk.method = "POST"\nwrk.body = '${JSON.stringify(DEMO)}'\nwrk.headers["Content-Type"] = "application/json"\n`);
  return file;
}

async function benchApi(label, env, lua, hello) {
  const api = start(
    `api (${label})`,
    // The same command as `npm start -w api`: the build (decision 111).
    ['--max-semi-space-size=32', 'dist/server.js'],
    {
      ...env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      // Development: production refuses the demo student the login benchmark signs in with (and
      // the test payment provider); the API runs the same code either way.
      NODE_ENV: 'development',
      JWT_SECRET: 'bench-only-secret-bench-only-secret-0123',
      LOG_LEVEL: 'warn',
      API_AUTO_MIGRATE: '1',
      API_SEED: 'demo',
      // The login benchmark is about hashing cost, not about the limiter turning it away.
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_COUPON_MAX: '1000000',
    },
    API_DIR,
  );
  try {
    const base = `http://127.0.0.1:${API_PORT}`;
    await waitFor(`${base}/health`, api);
    const login = await fetch(`${base}/lms/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    }).then((r) => r.json());
    const auth = { Authorization: `Bearer ${login.access_token}` };
    const courses = await fetch(`${base}/lms/courses/list`).then((r) => r.json());
    const courseId = courses.results.find((c) => c.price > 0).id;
    // Warm-up (not recorded): JIT, caches and connection pools are hot before measuring.
    await wrk(`${base}/lms/courses/list`, { duration: '2s' });
    await wrk(`${base}/lms/course/${courseId}`, { headers: auth, duration: '2s' });

    const list = await wrk(`${base}/lms/courses/list`);
    const course = await wrk(`${base}/lms/course/${courseId}`, { headers: auth });
    const loginRun = await wrk(`${base}/lms/login`, { lua });
    const [listDuringLogins, logins] = await Promise.all([
      wrk(`${base}/lms/courses/list`, { connections: 10 }),
      wrk(`${base}/lms/login`, { lua, connections: CONNECTIONS }),
    ]);
    const ratio = (r) => +(r.rps / hello.rps).toFixed(3);
    return {
      driver: label,
      list: { ...list, ratio: ratio(list) },
      course: { ...course, ratio: ratio(course) },
      login: { ...loginRun, ratio: ratio(loginRun) },
      listDuringLogins: { ...listDuringLogins, concurrentLogins: logins },
    };
  } finally {
    await stop(api);
  }
}

function benchDatabaseUrl(testUrl) {
  // A separate database keeps benchmark rows out of the tests' admin database.
  const exists = execFileSync('su', ['postgres', '-c', `psql -qtAX -c "select 1 from pg_database where datname='${BENCH_DB}'"`], { encoding: 'utf8' }).trim();
  const owner = new URL(testUrl).username;
  if (exists !== '1') execFileSync('su', ['postgres', '-c', `psql -q -c "create database ${BENCH_DB} owner ${owner}"`]);
  const url = new URL(testUrl);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

function printTable(result) {
  /** @type {(string | number)[][]} */
  const rows = [['run', 'req/s', 'p50 ms', 'p99 ms', 'vs hello', 'non-2xx']];
  rows.push(['hello-world', result.hello.rps, result.hello.p50, result.hello.p99, '1.000', result.hello.non2xx]);
  for (const r of result.runs) {
    for (const [name, m] of [
      ['GET /lms/courses/list', r.list],
      ['GET /lms/course/:id (auth)', r.course],
      ['POST /lms/login', r.login],
    ]) {
      rows.push([`${r.driver}: ${name}`, m.rps, m.p50, m.p99, m.ratio.toFixed(3), m.non2xx]);
    }
    const d = r.listDuringLogins;
    rows.push([`${r.driver}: list during 50 logins`, d.rps, d.p50, d.p99, '', d.non2xx]);
    rows.push([`${r.driver}:   (the 50 logins)`, d.concurrentLogins.rps, d.concurrentLogins.p50, d.concurrentLogins.p99, '', d.concurrentLogins.non2xx]);
  }
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => String(row[i]).length)));
  for (const row of rows) console.log(row.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join('  '));
}

async function main() {
  await ensureWrk();
  await buildApi();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const lua = loginLua(tmp);
  const hello = start(
    'hello-world',
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify'; const app = Fastify(); app.get('/', async () => ({ hello: 'world' })); await app.listen({ port: ${HELLO_PORT}, host: '127.0.0.1' });`,
    ],
    {},
    path.join(ROOT, 'scripts'),
  );
  // The load average is recorded because other work on a shared machine moves every number.
  const result = {
    date: new Date().toISOString(),
    duration: DURATION,
    connections: CONNECTIONS,
    cpus: os.cpus().length,
    loadBefore: os.loadavg()[0] ?? 0,
    /** @type {any[]} */
    runs: [],
  };
  try {
    await waitFor(`http://127.0.0.1:${HELLO_PORT}/`, hello);
    result.hello = await wrk(`http://127.0.0.1:${HELLO_PORT}/`);
    console.log(`[bench] hello-world: ${result.hello.rps} req/s`);
    if (DRIVERS.includes('postgres')) {
      const pgUrl = await ensurePostgres();
      if (pgUrl) result.runs.push(await benchApi('postgres', { DATABASE_URL: benchDatabaseUrl(pgUrl) }, lua, result.hello));
      else console.log('[bench] PostgreSQL unavailable: skipping its run');
    }
    if (DRIVERS.includes('pglite')) {
      result.runs.push(await benchApi('pglite', { PGLITE_DATA_DIR: path.join(tmp, 'pglite') }, lua, result.hello));
    }
    result.loadAfter = os.loadavg()[0];
  } finally {
    await stop(hello);
    rmSync(tmp, { recursive: true, force: true });
  }
  printTable(result);
  console.log(`[bench] load average (1 min) before ${result.loadBefore.toFixed(2)}, after ${result.loadAfter.toFixed(2)} on ${result.cpus} CPUs`);
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true });
  writeFileSync(path.join(ROOT, '.bench/api.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log('[bench] written to .bench/api.json');
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
