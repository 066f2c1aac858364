// The API survives its database (decision 108): on a private PostgreSQL cluster, the real
// API process takes mixed write load while the server is stopped (fast shutdown: "terminating
// connection due to administrator command") and started again. It proves the process never exits,
// every write answered 2xx is stored, /health is 503 while the database is down and 200 after, and
// the API serves again within RECOVERY_LIMIT_S of the database being back, without a restart.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { startApi } from '../../lib/api-process.mjs';
import { ensurePostgres, installedVersion } from '../../lib/ensure-postgres.mjs';

const WRITERS = 16;
const LOAD_BEFORE_MS = 2_000; // load running before the database goes away
const DOWN_MS = 2_000; // the outage; inside the API's retry budget (8 s), so writes wait, not fail
const LOAD_AFTER_MS = 3_000;
const RECOVERY_LIMIT_S = 5;
const HEALTH_POLL_MS = 100;

const cluster = `fault_${process.pid}`;
let version;
let api;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const sh = (cmd, args) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const psql = (port, sql, db = 'postgres') => sh('su', ['postgres', '-c', `psql -p ${port} -v ON_ERROR_STOP=1 -qtAX -d ${db} -c "${sql}"`]).trim();

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function dropCluster() {
  if (!version) return;
  try {
    sh('pg_dropcluster', ['--stop', version, cluster]);
  } catch {
    // Never created, or already gone.
  }
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Drops clusters left by runs that were killed before they could clean up. */
function dropOrphans() {
  for (const line of sh('pg_lsclusters', ['-h']).split('\n')) {
    const [ver, name] = line.split(/\s+/);
    const owner = /^fault_(\d+)$/.exec(name ?? '')?.[1];
    if (owner && !alive(Number(owner))) sh('pg_dropcluster', ['--stop', ver, name]);
  }
}

before(async () => {
  // On a fresh CI machine this apt-installs PostgreSQL (the binaries this test needs).
  assert.ok(await ensurePostgres(), 'PostgreSQL must be available (scripts/lib/ensure-postgres.mjs)');
  version = installedVersion();
  assert.ok(version, 'no PostgreSQL version under /usr/lib/postgresql');
  dropOrphans();
  process.once('exit', dropCluster);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      dropCluster();
      process.exit(1);
    });
  }
});

after(async () => {
  if (api) {
    // Reported, not asserted: a stop here once ran into the API's shutdown grace (10 s, exit 1) in a
    // whole run and never again in 13 runs alone; the API now logs the step that hangs (server.ts).
    const asked = Date.now();
    await api.stop();
    console.log(`[api-db-fault] the API stopped ${((Date.now() - asked) / 1000).toFixed(2)} s after SIGTERM, exit code ${api.exitCode}`);
  }
  dropCluster();
});

/** One request; a refused or reset socket (the API gone) counts as status 0. */
async function call(url, init) {
  try {
    const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...init?.headers } });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

test('the API keeps every accepted write and recovers by itself when PostgreSQL restarts under load', { timeout: 90_000 }, async () => {
  const started = Date.now();
  const pgPort = await freePort();
  sh('pg_createcluster', [version, cluster, '-p', String(pgPort), '--start-conf=manual', '--start']);
  psql(pgPort, `create role fault login password 'fault'`);
  psql(pgPort, 'create database fault owner fault');
  const apiPort = await freePort();
  api = await startApi({
    port: apiPort,
    env: {
      DATABASE_URL: `postgres://fault:fault@127.0.0.1:${pgPort}/fault`,
      API_AUTO_MIGRATE: '1',
      // Errors only: the outage's warnings (a line per refused request) would bury the output, and
      // no error is logged in a run that goes well. A stop that outlives its grace logs one, naming
      // the step still closing (server.ts), and it is shown here.
      LOG_LEVEL: 'error',
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_COUPON_MAX: '1000000',
      RATE_LIMIT_LEADS_MAX: '1000000',
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      ARGON2_CONCURRENCY: '2',
      SMTP_URL: '',
    },
  });
  const pid = api.pid;
  const url = api.url;

  let stop = false;
  let downAt = Infinity;
  let upAt = Infinity;
  let stoppedAt = Infinity; // the stop command returned: surely down from here…
  let startingAt = Infinity; // …until the start command begins
  const accepted = new Set();
  const writes = []; // {startedAt, endedAt, status}
  const others = []; // register, login, course list
  const refusedAfterRegistering = []; // a 201 registration whose own login then got 401: a lost account
  const health = []; // {at, status}

  const writer = async (w) => {
    for (let i = 0; !stop; i++) {
      const name = `fault-${w}-${i}`;
      const startedAt = Date.now();
      const status = await call(`${url}/leads`, {
        method: 'POST',
        body: JSON.stringify({ type: 'contact', name, email: `w${w}n${i}@example.com` }),
      });
      writes.push({ startedAt, endedAt: Date.now(), status });
      if (status >= 200 && status < 300) accepted.add(name);
      else await sleep(50); // a refused write is not retried at full speed
    }
  };
  const member = async (m) => {
    for (let i = 0; !stop; i++) {
      const email = `member-${m}-${i}@example.com`;
      const password = 'FaultPass123!';
      const startedAt = Date.now();
      const reg = await call(`${url}/lms/register`, { method: 'POST', body: JSON.stringify({ name: 'Fault', email, password }) });
      const login = await call(`${url}/lms/login`, { method: 'POST', body: JSON.stringify({ username: email, password }) });
      others.push({ startedAt, status: reg, kind: 'register' }, { startedAt, status: login, kind: 'login' });
      if (reg === 201 && login === 401) refusedAfterRegistering.push(email);
      if (reg >= 500 || reg === 0) await sleep(50);
    }
  };
  const reader = async () => {
    while (!stop) {
      const startedAt = Date.now();
      const status = await call(`${url}/lms/courses/list`);
      others.push({ startedAt, status, kind: 'courses' });
      if (status !== 200) await sleep(50);
    }
  };
  const healthPoller = async () => {
    while (!stop) {
      const startedAt = Date.now();
      const status = await call(`${url}/health`);
      health.push({ startedAt, at: Date.now(), status });
      await sleep(HEALTH_POLL_MS);
    }
  };

  const load = Promise.all([...Array.from({ length: WRITERS }, (_, w) => writer(w)), member(0), member(1), reader(), reader(), healthPoller()]);
  try {
    await sleep(LOAD_BEFORE_MS);
    downAt = Date.now();
    sh('pg_ctlcluster', [version, cluster, 'stop', '-m', 'fast']);
    stoppedAt = Date.now();
    await sleep(DOWN_MS);
    startingAt = Date.now();
    sh('pg_ctlcluster', [version, cluster, 'start']); // returns once the server accepts connections
    upAt = Date.now();
    await sleep(LOAD_AFTER_MS);
  } finally {
    stop = true;
    await load;
  }

  // The process never exited: same pid, still running.
  assert.equal(api.exitCode, null, 'the API process exited');
  assert.equal(api.pid, pid);
  process.kill(/** @type {number} */ (pid), 0);

  // Every write that got a 2xx is in the database. A 503 is allowed: the retry budget ran out, or
  // the connection died during COMMIT, which is never repeated (decision 108).
  const stored = new Set(psql(pgPort, "select name from leads where name like 'fault-%'", 'fault').split('\n').filter(Boolean));
  const lost = [...accepted].filter((name) => !stored.has(name));
  const byStatus = {};
  for (const { status } of writes) byStatus[status] = (byStatus[status] ?? 0) + 1;
  const otherByStatus = {};
  for (const { kind, status } of others) otherByStatus[`${kind} ${status}`] = (otherByStatus[`${kind} ${status}`] ?? 0) + 1;

  // Recovery: the first /health 200 and the first write begun after the database was back.
  const healthBack = health.find((h) => h.at >= upAt && h.status === 200);
  const writeBack = writes.filter((w) => w.startedAt >= upAt && w.status === 202).sort((a, b) => a.endedAt - b.endedAt)[0];
  const recoveredAt = Math.max(healthBack?.at ?? Infinity, writeBack?.endedAt ?? Infinity);
  const recoverySeconds = (recoveredAt - upAt) / 1000;
  const healthWhileDown = health.filter((h) => h.startedAt >= stoppedAt && h.at <= startingAt);

  console.log(
    `[api-db-fault] writes: ${writes.length} sent, ${accepted.size} accepted (2xx), ${stored.size} stored, ${lost.length} lost; ` +
      `statuses ${JSON.stringify(byStatus)} (503s after ms: ${JSON.stringify(writes.filter((w) => w.status === 503).map((w) => w.endedAt - w.startedAt))}); ` +
      `others ${JSON.stringify(otherByStatus)}`,
  );
  console.log(
    `[api-db-fault] database stopped ${((startingAt - stoppedAt) / 1000).toFixed(1)} s (${((upAt - downAt) / 1000).toFixed(1)} s from stop issued to start returned); /health while down: ` +
      `${JSON.stringify(healthWhileDown.map((h) => h.status))}; recovered ${recoverySeconds.toFixed(2)} s after the database was back; ` +
      `test ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  assert.deepEqual(lost, [], 'accepted writes missing from the database');
  assert.deepEqual(refusedAfterRegistering, [], 'accounts registered (201) whose login was refused');
  assert.ok(accepted.size > WRITERS, `too little load got through (${accepted.size} accepted)`);
  assert.equal(byStatus[0] ?? 0, 0, 'some requests found no API to answer them');
  assert.ok(healthWhileDown.length > 0 && healthWhileDown.every((h) => h.status === 503), '/health must be 503 while the database is down');
  assert.equal(health.at(-1)?.status, 200, '/health must be 200 once the database is back');
  assert.ok(recoverySeconds <= RECOVERY_LIMIT_S, `recovered in ${recoverySeconds} s, limit ${RECOVERY_LIMIT_S} s`);
  assert.ok(
    others.some((o) => o.kind === 'courses' && o.startedAt >= upAt && o.status === 200),
    'the course list must answer again',
  );
  assert.ok(
    others.some((o) => o.kind === 'register' && o.startedAt >= upAt && o.status === 201),
    'registration must work again',
  );
});
