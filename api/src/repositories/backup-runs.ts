// The backup job's runs (decision 315): the job records each one, /metrics reads the newest
// verified one.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { backupRuns } from '../db/schema';

export type BackupRunRow = typeof backupRuns.$inferInsert;

export function backupRunsRepository(db: Db) {
  return {
    async record(row: BackupRunRow): Promise<void> {
      await db.insert(backupRuns).values(row);
    },
    /** When the newest verified backup finished, or null before the first one. */
    async newestVerifiedAt(): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | Date | null>`max(${backupRuns.finishedAt})` })
        .from(backupRuns)
        .where(eq(backupRuns.status, 'verified'));
      // The drivers differ: node-postgres gives an aggregate's timestamp as text, PGlite as a Date.
      return row?.at ? new Date(row.at) : null;
    },
  };
}
