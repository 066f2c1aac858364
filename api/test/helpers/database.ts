// One database per test file, reset between tests. PGlite starts from a cached, already migrated
// data-dir dump (a fresh PGlite costs ~3 s, loading the dump ~0.7 s); PostgreSQL gets a private
// database copied from a migrated template on TEST_DATABASE_URL's server, dropped afterwards.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client';
import { MIGRATIONS_FOLDER } from '../../src/paths';

export type Driver = 'pglite' | 'postgres';

/** Every suite runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set. */
export const DRIVERS: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const TABLES = [
  'rum_events',
  'audit_log',
  'outbox',
  'leads',
  'settings',
  'otps',
  'email_change_undos',
  'revoked_tokens',
  'webhook_events',
  'coupon_redemptions',
  'payments',
  'coupons',
  'class_progress',
  'course_students',
  'class_files',
  'classes',
  'sections',
  'courses',
  'students',
  'users',
];

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

/** A migrated PGlite data dir as a tarball, cached per migration set. */
export async function pgliteTemplate(): Promise<Blob> {
  const dir = path.join(os.tmpdir(), 'sap-academy-api-test');
  const file = path.join(dir, `pglite-template-${migrationsHash()}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const fresh = await openDatabase({ pgliteDataDir: 'memory://' });
  await fresh.migrate();
  const dump = await fresh.dump!();
  await fresh.close();
  mkdirSync(dir, { recursive: true });
  // Written then renamed, so a parallel worker never reads half a file.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  renameSync(tmp, file);
  return dump;
}

async function resetTables(database: Database) {
  await database.db.execute(sql.raw(`truncate ${TABLES.join(', ')} restart identity cascade`));
  // The counters' rows come from the migration, so they are set back rather than truncated.
  await database.db.execute(sql.raw(`update revisions set value = 0, updated_at = clock_timestamp()`));
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

const DROP_ATTEMPTS = 25;
const DROP_RETRY_MS = 200;

export async function openTestDatabase(driver: Driver): Promise<TestDatabase> {
  if (driver === 'pglite') {
    const database = await openDatabase({ pgliteDataDir: 'memory://', pgliteLoadDataDir: await pgliteTemplate() });
    return { database, reset: () => resetTables(database), dispose: () => database.close() };
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
    reset: () => resetTables(database),
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
