// Backups (decision 315): one row per run of the backup job, written after the run, so the API's
// /metrics can say how old the newest verified backup is without reaching the backup's bucket.
// The job writes into the database it backs up: a restore brings back the rows of the runs before
// the restored backup, and the next run adds its own.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** The backup's name at its destination (its folder), e.g. 20261128T010203Z-1a2b. */
    backupId: text('backup_id').notNull(),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    dumpBytes: bigint('dump_bytes', { mode: 'number' }),
    files: integer('files'),
    /** Why a run failed (the job's one-line message); null when verified. */
    detail: text('detail'),
  },
  (t) => [index('backup_runs_status_finished_idx').on(t.status, t.finishedAt), check('backup_runs_status_known', sql`${t.status} in ('verified', 'failed')`)],
);
