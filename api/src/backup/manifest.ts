// A backup's manifest (decision 315): written last, after the dump and the files were uploaded
// and read back, so a folder with a manifest is a complete, verified backup. The row counts were
// taken in the dump's own snapshot: a restore must reproduce them exactly.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const MANIFEST_FORMAT = 1;
export const DUMP_NAME = 'database.dump';
export const MANIFEST_NAME = 'manifest.json';
/** Stored files are copied once into this shared folder: their keys never change content (decision 131). */
export const FILES_FOLDER = 'files';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  id: z.string(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime(),
  database: z.object({
    name: z.string(),
    serverVersion: z.string(),
    /** Applied migrations, and the newest one's journal `when` (drizzle's created_at). */
    migrations: z.object({ count: z.number().int(), latest: z.number().nullable() }),
    /** schema.table → rows, in the dump's snapshot. */
    tables: z.record(z.string(), z.number().int()),
  }),
  dump: z.object({ file: z.literal(DUMP_NAME), bytes: z.number().int(), sha256 }),
  files: z.array(z.object({ key: z.string(), bytes: z.number().int(), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** 20261128T010203Z-1a2b: sorts by time, and two jobs started in one second still differ. */
export function newBackupId(now: Date): string {
  return `${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${randomBytes(2).toString('hex')}`;
}

export const BACKUP_ID_PATTERN = /^\d{8}T\d{6}Z-[0-9a-f]{4}$/;

/** When a backup started, from its id. */
export function backupTime(id: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(id)!;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`);
}
