// The canary guard's one settings row (decision 127). Absent until staff first save it; the
// service supplies the defaults then.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { releaseGuard } from '../db/schema';

export type ReleaseGuardRow = typeof releaseGuard.$inferSelect;
export type ReleaseGuardValues = Omit<ReleaseGuardRow, 'id' | 'version' | 'updatedAt'>;

export function releaseGuardRepository(db: Db) {
  return {
    async read(): Promise<ReleaseGuardRow | undefined> {
      const [row] = await db.select().from(releaseGuard);
      return row;
    },

    /** The row, locked until the transaction ends, so two saves queue. */
    async lock(): Promise<ReleaseGuardRow | undefined> {
      const [row] = await db.select().from(releaseGuard).for('update');
      return row;
    },

    /** The first save (version 0 → 1); undefined when another save stored the row first. */
    async create(values: ReleaseGuardValues): Promise<ReleaseGuardRow | undefined> {
      const [row] = await db
        .insert(releaseGuard)
        .values({ ...values, version: 1 })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Undefined when the row is no longer at `version`. */
    async update(version: number, values: ReleaseGuardValues): Promise<ReleaseGuardRow | undefined> {
      const [row] = await db
        .update(releaseGuard)
        .set({ ...values, version: version + 1, updatedAt: sql`now()` })
        .where(and(eq(releaseGuard.id, 1), eq(releaseGuard.version, version)))
        .returning();
      return row;
    },
  };
}
