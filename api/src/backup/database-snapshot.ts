// What the dump will hold, read in the dump's own snapshot (decision 315): the job opens a
// repeatable-read transaction, exports its snapshot to pg_dump (--snapshot) and counts every
// table's rows inside it, so the manifest's counts are exactly the dump's, however busy the site.
// A restore compares the restored database's counts with them.
import pg from 'pg';

export interface DatabaseFacts {
  name: string;
  serverVersion: string;
  migrations: { count: number; latest: number | null };
  tables: Record<string, number>;
}

/** Every user table (schema.table, quoted as needed), drizzle's migration log included. */
const TABLES_SQL = `select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
    and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
  order by 1`;

export async function readFacts(client: pg.Client): Promise<DatabaseFacts> {
  const tables: Record<string, number> = {};
  for (const { name } of (await client.query<{ name: string }>(TABLES_SQL)).rows) {
    tables[name] = Number((await client.query<{ n: string }>(`select count(*) as n from ${name}`)).rows[0]!.n);
  }
  const about = await client.query<{ name: string; version: string; log: string | null }>(
    "select current_database() as name, current_setting('server_version') as version, to_regclass('drizzle.__drizzle_migrations')::text as log",
  );
  const { name, version, log } = about.rows[0]!;
  let migrations = { count: 0, latest: null as number | null };
  if (log) {
    const row = (await client.query<{ count: string; latest: string | null }>(`select count(*) as count, max(created_at) as latest from ${log}`)).rows[0]!;
    migrations = { count: Number(row.count), latest: row.latest === null ? null : Number(row.latest) };
  }
  return { name, serverVersion: version, migrations, tables };
}

/** How many tables a database has outside PostgreSQL's own schemas (a restore wants 0). */
export async function tableCount(client: pg.Client): Promise<number> {
  return (await client.query(TABLES_SQL)).rowCount ?? 0;
}

/**
 * Runs `work` with an exported snapshot id while the snapshot's transaction stays open, and
 * returns the facts read in that snapshot with work's result.
 */
export async function inSnapshot<T>(databaseUrl: string, work: (snapshot: string) => Promise<T>): Promise<{ facts: DatabaseFacts; result: T }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const facts = await readFacts(client);
    const result = await work(snapshot);
    await client.query('commit');
    return { facts, result };
  } finally {
    await client.end();
  }
}
