// Browser errors (decision 144): one row per fingerprint, counted. Written in batches by the RUM
// plugin (plugins/app/rum.ts), read by GET /admin/browser-errors. Data only: the scrubbing and the
// fingerprint are the plugin's (lib/browser-error-row.ts).
import { count as countRows, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { browserErrors } from '../db/schema';
import { INT4_MAX } from '@sap-academy/contracts';

export type BrowserErrorRow = typeof browserErrors.$inferInsert;

export function browserErrorsRepository(db: Db) {
  return {
    /**
     * Adds the rows' counts to the stored ones (one row per fingerprint in `rows`: PostgreSQL
     * refuses to update one row twice in a statement). The sample message and source stay the
     * first ones; last_seen only moves forward, whatever order replicas flush in.
     */
    async upsertMany(rows: BrowserErrorRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(browserErrors)
        .values(rows)
        .onConflictDoUpdate({
          target: browserErrors.fingerprint,
          set: {
            count: sql`least(${browserErrors.count}::bigint + excluded.count, ${INT4_MAX})::integer`,
            firstSeen: sql`least(${browserErrors.firstSeen}, excluded.first_seen)`,
            lastSeen: sql`greatest(${browserErrors.lastSeen}, excluded.last_seen)`,
          },
        });
    },

    async deleteNotSeenSince(cutoff: Date): Promise<number> {
      const deleted = await db.delete(browserErrors).where(lt(browserErrors.lastSeen, cutoff)).returning({ fingerprint: browserErrors.fingerprint });
      return deleted.length;
    },

    async page({ remote, limit, offset }: { remote?: string; limit: number; offset: number }) {
      const where = remote === undefined ? undefined : eq(browserErrors.remote, remote);
      const [rows, [total], remotes] = await Promise.all([
        db.select().from(browserErrors).where(where).orderBy(desc(browserErrors.lastSeen), browserErrors.fingerprint).limit(limit).offset(offset),
        db.select({ n: countRows() }).from(browserErrors).where(where),
        db.selectDistinct({ remote: browserErrors.remote }).from(browserErrors).orderBy(browserErrors.remote),
      ]);
      return { rows, total: total?.n ?? 0, remotes: remotes.map((row) => row.remote) };
    },
  };
}
