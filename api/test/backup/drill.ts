// The backup drill's moving parts (decision 315): private databases on TEST_DATABASE_URL's
// server, the CLIs run as an operator runs them (separate processes, the real pg_dump and
// pg_restore), and each table's row count and md5 of its ordered rows.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const exec = promisify(execFile);
const API_ROOT = path.resolve(__dirname, '../..');

export const adminUrl = () => process.env.TEST_DATABASE_URL!;

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export const privateName = (what: string) => `backup_${what}_${process.pid}_${randomBytes(3).toString('hex')}`;

export async function asAdmin<T>(work: (client: pg.Client) => Promise<T>, url = adminUrl()): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (name: string) => asAdmin((c) => c.query(`create database ${name}`));
export const dropDatabase = (name: string) => asAdmin((c) => c.query(`drop database if exists ${name} with (force)`));

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** One of the API's CLIs from the sources (the built one is the same code, bundled). */
export async function cli(file: 'db-cli' | 'backup-cli', args: string[], env: Record<string, string>): Promise<CliResult> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--conditions=@sap-academy/source', '--import', 'tsx', `src/cli/${file}.ts`, ...args], {
      cwd: API_ROOT,
      env: { ...process.env, LOG_LEVEL: 'silent', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

export type Fingerprint = Record<string, { rows: number; md5: string }>;

/** Every user table's row count and the md5 of its rows in order: equal fingerprints, equal data. */
export function fingerprint(url: string): Promise<Fingerprint> {
  return asAdmin(async (client) => {
    const tables = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
       order by 1`,
    );
    const result: Fingerprint = {};
    for (const { name } of tables.rows) {
      const row = await client.query<{ rows: string; md5: string }>(
        `select count(*) as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${name} t`,
      );
      result[name] = { rows: Number(row.rows[0]!.rows), md5: row.rows[0]!.md5 };
    }
    return result;
  }, url);
}
