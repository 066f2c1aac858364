// The test files' databases, reset between tests: one PGlite per jest worker, started from a
// cached, already migrated data-dir dump (a fresh PGlite costs ~3 s, loading the dump ~1 s), and
// one PostgreSQL database per jest worker, copied from a migrated template on TEST_DATABASE_URL's
// server. openTestDatabase gives a file a fresh, private one of either.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { MIGRATIONS_FOLDER } from '../../src/paths';
import { timed } from './phase-timings';
import { workerPgliteClient, type WorkerPglite } from './worker-pglite-client';

export type Driver = 'pglite' | 'postgres';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Both drivers, for the suites whose subject depends on the driver (decision 128): the database
 * layer, driver errors and data types, the driver's telemetry and health, and work that runs
 * concurrently on PGlite's one connection (transactions, locks, races, the outbox).
 */
export const EVERY_DRIVER: Driver[] = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The drivers a suite runs on (decision 128): PostgreSQL, production's database, when
 * TEST_DATABASE_URL is set (as `npm test` does), PGlite otherwise. API_TEST_EVERY_DRIVER=1 runs
 * every suite on both, for a change to the database client or the driver setup.
 */
export const DRIVERS: Driver[] = process.env.API_TEST_EVERY_DRIVER === '1' ? EVERY_DRIVER : postgresUrl ? ['postgres'] : ['pglite'];

/**
 * Tables whose rows come from the migrations and are set back rather than deleted. Every other
 * table in the public schema is emptied, so a new table can never keep one test's rows for the
 * next (a hand-kept list once missed `companies`, and a listing test saw another test's rows).
 */
const KEPT_TABLES = new Set(['revisions']);

export interface TestDatabase {
  database: Database;
  reset(): Promise<void>;
  dispose(): Promise<void>;
}

function migrationsHash(): string {
  const h = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true }).map(String).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) h.update(file).update(readFileSync(full));
  }
  return h.digest('hex').slice(0, 16);
}

/** What test/helpers/worker-environment.cjs keeps for the whole jest worker. */
interface WorkerCache {
  pgliteFsBundle(): Uint8Array;
  readImmutableFile(file: string): Uint8Array;
  pglite(templateFile: string, replace?: boolean): Promise<WorkerPglite>;
  toWorkerRealm(value: unknown): unknown;
  memo: Map<string, string>;
}
const worker = (globalThis as { __apiTestWorker?: WorkerCache }).__apiTestWorker;

/**
 * A Blob over bytes already in memory. PGlite only calls arrayBuffer(), and Node's Blob streams
 * a 41 MB blob through it in chunks (over a second per open under load); this copies once. A
 * fresh copy each time, since PGlite's in-memory file system may keep the buffer and write to it.
 */
class BytesBlob extends Blob {
  constructor(private readonly contents: Uint8Array) {
    super([]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.contents).buffer);
  }
}

const readTemplate = (file: string): Uint8Array => worker?.readImmutableFile(file) ?? readFileSync(file);

/** The file holding a migrated PGlite data dir as a tarball, built once per migration set. */
async function pgliteTemplateFile(): Promise<string> {
  const dir = path.join(os.tmpdir(), 'sap-academy-api-test');
  const file = path.join(dir, `pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) return file;
  const fresh = await openDatabase({ pgliteDataDir: 'memory://' });
  await fresh.migrate();
  const dump = await fresh.dump!();
  await fresh.close();
  mkdirSync(dir, { recursive: true });
  // Written then renamed, so a parallel worker never reads half a file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return file;
}

/** A migrated PGlite data dir as a tarball, cached per migration set. */
export async function pgliteTemplate(): Promise<Blob> {
  return new BytesBlob(readTemplate(await pgliteTemplateFile()));
}

/**
 * The statement that empties the tables between tests, built once per database from its catalogue:
 * every table of the public schema but KEPT_TABLES, deleted children before parents; then the sequences those tables own restart,
 * as `restart identity` did. One `do` block, so it is one round trip and one commit on either
 * driver. `delete` on a test's handful of rows is several times cheaper than `truncate`, which
 * swaps and fsyncs a new file per relation (~0.6 s per test on PostgreSQL, docs/perf/test-time.md).
 */
async function buildReset(database: Database): Promise<string> {
  type Edge = { child: string; parent: string };
  // Both drivers' results carry `rows`; the shared Db type does not say so.
  const query = async <Row>(text: string): Promise<Row[]> => {
    const result: unknown = await database.db.execute(sql.raw(text));
    return (result as { rows: Row[] }).rows;
  };
  const edges = await query<Edge>(
    `select conrelid::regclass::text as child, confrelid::regclass::text as parent
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace`,
  );
  const tables = await query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
  const emptied = new Set(tables.map(({ name }) => name).filter((name) => !KEPT_TABLES.has(name)));
  // Depth first: a table goes after every table that references it.
  const order: string[] = [];
  const seen = new Set<string>();
  const place = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const { child, parent } of edges) if (parent === table) place(child);
    order.push(table);
  };
  for (const table of emptied) place(table);
  // The sequences behind the tables' serial and identity columns.
  const sequences = await query<{ name: string }>(
    `select s.oid::regclass::text as name
     from pg_class s join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid
     join pg_class t on t.oid = d.refobjid
     where s.relkind = 'S' and d.deptype in ('a', 'i') and t.relnamespace = 'public'::regnamespace
       and t.relname = any(array[${[...emptied].map((table) => `'${table}'`).join(', ')}])`,
  );
  return [
    'do $reset$ begin',
    ...order.map((table) => `delete from ${table};`),
    ...sequences.map(({ name }) => `alter sequence ${name} restart;`),
    // The counters' rows come from the migration, so they are set back rather than deleted.
    'update revisions set value = 0, updated_at = clock_timestamp();',
    'end $reset$',
  ].join('\n');
}

/**
 * Empties the database's tables. With `sharedAs`, the statement is built once per jest worker
 * (the worker's databases all have the migrated schema): building it reads the catalogue, 0.15 to
 * 0.6 s of CPU in each file's first reset on PGlite.
 */
function resetter(database: Database, sharedAs?: string): () => Promise<void> {
  let statement: Promise<string> | undefined;
  const memo = sharedAs ? worker?.memo : undefined;
  return async () => {
    const known = memo?.get(sharedAs!);
    statement ??= known ? Promise.resolve(known) : buildReset(database);
    const text = await statement;
    memo?.set(sharedAs!, text);
    await database.db.execute(sql.raw(text));
  };
}

const databaseUrl = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A migrated database on TEST_DATABASE_URL's server, named by the migration set, that every test
 * database is copied from (`create database … template`, ~0.2 s) instead of running the
 * migrations again per describe block (~0.3 s unloaded, seconds on a busy machine). Built once
 * under an advisory lock, so parallel workers wait for the first one; built under a temporary name
 * and renamed, so a half-migrated template is never copied.
 */
async function postgresTemplate(admin: pg.Client, adminUrl: string): Promise<string> {
  const template = `api_test_template_${migrationsHash()}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount === 1;
  if (await exists()) return template;
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    if (await exists()) return template;
    const building = `${template}_building`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), poolSize: 1 });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${template}`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}

const shared = new Map<Driver, Promise<TestDatabase>>();

/**
 * The test file's database on a driver, opened by the first describe block that asks and closed
 * after the file's last test. Opening is the expensive part of a PGlite suite (seconds: loading
 * the migrated dump and starting PostgreSQL in WebAssembly); a file's describe blocks used to
 * open one each. Every test still starts from empty tables: useTestApp resets before each test.
 */
export function sharedTestDatabase(driver: Driver): Promise<TestDatabase> {
  let database = shared.get(driver);
  if (!database) {
    database = driver === 'postgres' ? openWorkerPostgres() : openWorkerPglite();
    shared.set(driver, database);
  }
  return database;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's. ESRCH: gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * The jest worker's own PostgreSQL database, used by every test file that worker runs: copied from
 * the template by the worker's first file, then only reconnected to. Copying and dropping a
 * database per file cost 0.85 s on a quiet machine and 4 s under load (docs/perf/test-time.md),
 * and a file needs nothing from a fresh copy that the reset before each of its tests does not
 * give it: empty tables, counters at 0, sequences restarted (test/test-isolation.test.ts). Named
 * by the worker's process id and the migration set, so a file finds its worker's database and a
 * changed migration set never reuses an old one. Databases of workers that have exited (a
 * finished or killed run) are dropped when a worker creates its own.
 */
async function openWorkerPostgres(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `api_test_worker_${process.pid}_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!exists) {
      const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'api\\_test\\_worker\\_%'`);
      for (const { datname } of stale.rows) {
        const pid = Number(datname.split('_')[3]);
        if (!isAlive(pid)) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
      }
      await admin.query(`create database ${name} template ${await postgresTemplate(admin, adminUrl)}`);
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 20 });
  return { database, reset: resetter(database, `postgres ${name}`), dispose: () => database.close() };
}

/**
 * The jest worker's one PGlite, used by every test file that worker runs (worker-pglite.cjs), as
 * PostgreSQL's worker database is: starting PGlite per file cost about 1.1 s of CPU, 4-6 s wall
 * under load (docs/perf/test-time.md). The file starts from what a fresh start gave it: the
 * previous file's session state is discarded (settings, temporary tables, advisory locks) and its
 * rows deleted, counters at 0, sequences restarted (test/test-isolation.test.ts). A file that
 * ended inside a transaction (a test timed out mid-way) gets a freshly started PGlite instead.
 */
async function openWorkerPglite(): Promise<TestDatabase> {
  if (!worker) return openTestDatabase('pglite');
  const templateFile = await pgliteTemplateFile();
  let client = await worker.pglite(templateFile);
  if (client.isInTransaction()) client = await worker.pglite(templateFile, true);
  const pgliteClient = workerPgliteClient(client, worker.toWorkerRealm);
  await pgliteClient.exec('discard all');
  const database = await openDatabase({ pgliteClient });
  const reset = resetter(database, `pglite ${templateFile}`);
  await reset();
  // The PGlite stays open for the worker's next file; close() leaves it to its owner.
  return { database, reset, dispose: () => database.close() };
}

// Registered when a test file imports this module, so it runs once, after the file's last test.
afterAll(async () => {
  const open = [...shared];
  shared.clear();
  for (const [driver, database] of open) {
    const opened = await database.catch(() => undefined);
    if (opened) await timed('close', driver, () => opened.dispose());
  }
});

const DROP_ATTEMPTS = 25;
const DROP_RETRY_MS = 200;

export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({
      pgliteDataDir: 'memory://',
      pgliteLoadDataDir: await pgliteTemplate(),
      pgliteFsBundle: worker && new BytesBlob(worker.pgliteFsBundle()),
    });
    return { database, reset: resetter(database), dispose: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `api_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${await postgresTemplate(admin, adminUrl)}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), poolSize: 20 });
  return {
    database,
    reset: resetter(database),
    async dispose() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        // An autovacuum worker may still be analysing the fresh database; a non-superuser may
        // not terminate it, so FORCE fails until it finishes (SQLSTATE 42501). It is quick.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await cleanup.query(`drop database if exists ${name} with (force)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '42501' || attempt >= DROP_ATTEMPTS) {
              console.warn(`could not drop test database ${name}:`, (error as Error).message);
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}
