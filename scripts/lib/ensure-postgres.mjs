// Makes a local PostgreSQL server available for the API's tests and benchmarks on this Debian
// machine: installs it with apt when missing, starts the cluster, and creates a password role and
// a database reachable over TCP on 127.0.0.1 (pg_hba there wants scram-sha-256). Idempotent and
// quick when everything is in place. Returns the URL, or null with a message when it cannot.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export const TEST_PG_ROLE = 'sap_academy_test';
export const TEST_PG_PASSWORD = 'sap_academy_test'; // a local, loopback-only test role
export const TEST_PG_DATABASE = 'sap_academy_test';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { encoding: 'utf8', ...opts });
const has = (cmd) => run('sh', ['-c', `command -v ${cmd}`]).status === 0;

/** The newest PostgreSQL major version installed by Debian's packages, or null. */
export function installedVersion() {
  const dir = '/usr/lib/postgresql';
  if (!existsSync(dir)) return null;
  const versions = readdirSync(dir)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ?? null;
}

function install() {
  if (!has('apt-get') || process.getuid?.() !== 0) return false;
  console.log('[ensure-postgres] installing postgresql with apt-get (one time)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update'], { env, stdio: 'inherit' }).status !== 0) return false;
  return run('apt-get', ['install', '-y', 'postgresql'], { env, stdio: 'inherit' }).status === 0;
}

/** Runs SQL as the postgres superuser over the unix socket (trust there). */
function psql(sql, db = 'postgres') {
  return execFileSync('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qtAX -d ${db} -c "${sql.replace(/"/g, '\\"')}"`], {
    encoding: 'utf8',
  }).trim();
}

/** Whether the test role logs in over TCP with its password (the way the tests connect). */
function passwordWorks(port) {
  const url = `postgres://${TEST_PG_ROLE}:${TEST_PG_PASSWORD}@127.0.0.1:${port}/postgres`;
  return run('psql', [url, '-qtAX', '-c', 'select 1'], { env: { ...process.env, PGCONNECT_TIMEOUT: '5' } }).stdout?.trim() === '1';
}

function portOf(version) {
  const out = run('pg_lsclusters', ['-h']).stdout ?? '';
  const line = out.split('\n').find((l) => l.startsWith(`${version} main`));
  return { port: line?.split(/\s+/)[2] ?? '5432', online: Boolean(line?.includes('online')) };
}

export async function ensurePostgres() {
  try {
    let version = installedVersion();
    if (!version) {
      if (!install() || !(version = installedVersion())) {
        console.log('[ensure-postgres] PostgreSQL is not installed and apt-get is not usable: PostgreSQL tests are skipped.');
        return null;
      }
    }
    let { port, online } = portOf(version);
    if (!online) {
      const started = run('pg_ctlcluster', [version, 'main', 'start']);
      if (started.status !== 0) {
        console.log(`[ensure-postgres] could not start cluster ${version}/main: ${started.stderr.trim()}`);
        return null;
      }
      ({ port } = portOf(version));
    }
    // 't' when the role may log in and create databases, 'f' when it exists without, '' when missing.
    const role = psql(`select rolcanlogin and rolcreatedb from pg_roles where rolname = '${TEST_PG_ROLE}'`);
    // Altered only when not in place: npm test's server stages call this from three processes at
    // once, and two ALTER ROLEs of one role at once fail ("tuple concurrently updated").
    // CREATEDB: the API tests create one private database per test file.
    if (role !== 't' || !passwordWorks(port)) {
      psql(`${role ? 'alter' : 'create'} role ${TEST_PG_ROLE} with login createdb password '${TEST_PG_PASSWORD}'`);
    }
    if (psql(`select 1 from pg_database where datname = '${TEST_PG_DATABASE}'`) !== '1') {
      psql(`create database ${TEST_PG_DATABASE} owner ${TEST_PG_ROLE}`);
    }
    return `postgres://${TEST_PG_ROLE}:${TEST_PG_PASSWORD}@127.0.0.1:${port}/${TEST_PG_DATABASE}`;
  } catch (err) {
    console.log(`[ensure-postgres] PostgreSQL unavailable: ${err instanceof Error ? err.message : err}`);
    return null;
  }
}

// `node scripts/lib/ensure-postgres.mjs` prints the URL (a smoke check by hand).
if (import.meta.url === `file://${process.argv[1]}`) {
  const url = await ensurePostgres();
  console.log(url ?? 'no PostgreSQL');
  process.exitCode = url ? 0 : 1;
}
