// The backup job's settings (decision 315), from the environment like the API's, but its own
// schema: the job needs the database, the stored files' location and the backups' destination,
// never the API's payment or mail secrets. Every bad variable is listed together, one line each.
import path from 'node:path';
import os from 'node:os';
import { z } from 'zod';
import { storageUrlIssue } from '../config/env';
import { API_ROOT } from '../paths';

/** Retention's defaults: a week of newest backups, and the newest of each of 14 India days. */
export const DEFAULT_KEEP_LAST = 7;
export const DEFAULT_KEEP_DAILY = 14;
/** The compose service's loop (compose has no cron): once a day unless told otherwise. */
export const DEFAULT_INTERVAL_MINUTES = 24 * 60;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const s3Url = (value: string | undefined) => value === undefined || !value.startsWith('s3:') || storageUrlIssue(value) === null;

const backupEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((value) => !value || /^postgres(ql)?:\/\//.test(value), { error: 'must be a postgres:// URL' }),
  // A folder (a mounted volume) or s3://bucket[/prefix]?endpoint=…&region=… (STORAGE_URL's syntax,
  // credentials from the AWS SDK's chain).
  BACKUP_URL: z.string().optional().refine(s3Url, { error: 'must be a folder or s3://bucket[/prefix] with optional ?endpoint=http(s)://host&region=…' }),
  BACKUP_KEEP_LAST: int(1, 1000).default(DEFAULT_KEEP_LAST),
  BACKUP_KEEP_DAILY: int(0, 3660).default(DEFAULT_KEEP_DAILY),
  BACKUP_INTERVAL_MINUTES: int(1, 7 * 24 * 60).default(DEFAULT_INTERVAL_MINUTES),
  // Where the dump is written before it is uploaded and read back (a container's /tmp is often
  // memory; the compose service points this at its volume).
  BACKUP_WORK_DIR: z.string().min(1).default(os.tmpdir()),
  STORAGE_DIR: z.string().min(1).default(path.join(API_ROOT, '.data/storage')),
  STORAGE_URL: z
    .string()
    .optional()
    .refine((value) => value === undefined || storageUrlIssue(value) === null, { error: 'must be s3://bucket (decision 131)' }),
});

export interface BackupConfig {
  production: boolean;
  databaseUrl: string;
  backupUrl: string;
  keepLast: number;
  keepDaily: number;
  intervalMinutes: number;
  workDir: string;
  storageDir: string;
  storageUrl?: string;
}

export class BackupConfigError extends Error {
  override name = 'BackupConfigError';
}

const DEV_BACKUP_DIR = path.join(API_ROOT, '.data/backups');

/** The settings, or a BackupConfigError listing every bad variable. */
export function loadBackupConfig(env: NodeJS.ProcessEnv = process.env): BackupConfig {
  // An empty variable is an unset one (compose passes `${X:-}` as '').
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = backupEnvSchema.safeParse(raw);
  if (!parsed.success) {
    throw new BackupConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const issues = [
    // pg_dump and pg_restore need a server: the embedded PGlite is backed up by copying its folder.
    e.DATABASE_URL ? null : 'DATABASE_URL: is required (pg_dump and pg_restore need a PostgreSQL server)',
    // A development default would put production's backups inside the container that they outlive.
    production && !e.BACKUP_URL ? 'BACKUP_URL: is required in production (a mounted folder or s3://bucket/prefix)' : null,
  ].filter((issue): issue is string => issue !== null);
  if (issues.length > 0) throw new BackupConfigError(issues.join('\n'));
  const backupUrl = e.BACKUP_URL ?? DEV_BACKUP_DIR;
  return {
    production,
    databaseUrl: e.DATABASE_URL!,
    backupUrl: backupUrl.startsWith('s3:') ? backupUrl : path.resolve(backupUrl),
    keepLast: e.BACKUP_KEEP_LAST,
    keepDaily: e.BACKUP_KEEP_DAILY,
    intervalMinutes: e.BACKUP_INTERVAL_MINUTES,
    workDir: path.resolve(e.BACKUP_WORK_DIR),
    storageDir: path.resolve(API_ROOT, e.STORAGE_DIR),
    storageUrl: e.STORAGE_URL,
  };
}
