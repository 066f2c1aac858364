// One drizzle database over either driver. Without DATABASE_URL the API embeds PGlite (PostgreSQL
// compiled to WASM) so `npm start` needs nothing installed; with it, a node-postgres pool.
import { mkdirSync } from 'node:fs';
import type { PGlite as PGliteClient } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

// Connecting to a healthy local server takes milliseconds; 5 s covers a slow network.
const CONNECT_TIMEOUT_MS = 5_000;

export type Schema = typeof schema;
/** Both drivers' databases and their transactions share this query surface. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Where connection errors outside a query go (the app's logger); console.warn until set. */
  logConnectionErrorsTo(log: (err: Error) => void): void;
  /** PGlite only: the data directory as a tarball (tests start from a migrated dump). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL only: the pool's connections right now (the /metrics gauges). */
  poolStats?: () => PoolStats;
}

export interface PoolStats {
  /** Checked out by a query or transaction. */
  inUse: number;
  idle: number;
  /** Requests queued for a connection: the pool is too small or the database too slow. */
  waiting: number;
  max: number;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  poolSize?: number;
  /** A directory, or `memory://` for a throwaway instance. */
  pgliteDataDir?: string;
  /** A tarball from `PGlite.dumpDataDir`, to start from an already migrated state. */
  pgliteLoadDataDir?: Blob;
  /** PGlite's file-system bundle (pglite.data), when already in memory: the tests read it once per jest worker. */
  pgliteFsBundle?: Blob;
  /**
   * An already started PGlite to use instead of starting one; its owner closes it, `close()` does
   * not. The API tests share one per jest worker across their files (test/helpers/database.ts).
   */
  pgliteClient?: PGliteClient;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that accepts TCP but never answers must fail the request, not hang it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    let log = (err: Error) => console.warn(`database connection error: ${err.message}`);
    // A lost connection must never crash the process (decision 108). The pool listens on idle
    // clients only; a client checked out for a transaction, between two queries, emits 'error'
    // with nobody listening, and Node exits on an unhandled 'error' event. The query in flight
    // still fails, and the pool discards the broken client when it is released.
    pool.on('error', (err) => log(err));
    pool.on('connect', (client) => client.on('error', (err) => log(err)));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return {
      db,
      driver: 'postgres',
      logConnectionErrorsTo: (next) => {
        log = next;
      },
      migrate: async () => migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
    };
  }
  const dataDir = options.pgliteDataDir ?? 'memory://';
  let release: () => void = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  // Loaded only for the embedded database: an API on PostgreSQL (production, the replicas, most
  // test files) never evaluates PGlite and its drizzle driver (about 0.2 s of every start).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const owned = !options.pgliteClient;
  const client = options.pgliteClient ?? new PGlite({ dataDir, loadDataDir: options.pgliteLoadDataDir, fsBundle: options.pgliteFsBundle });
  await client.waitReady.catch((err: unknown) => {
    release();
    throw err;
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    // In-process: there is no connection to lose.
    logConnectionErrorsTo: () => undefined,
    migrate: async () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: async () => {
      if (owned) await client.close();
      release();
    },
    dump: owned ? () => client.dumpDataDir('none') : undefined,
  };
}
