// The `settings` table as the back office writes it, and the `settings` revision a stale form is
// caught by (decision 112).
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revisions, settings } from '../db/schema';

export function adminSettingsRepository(db: Db) {
  return {
    /** When any setting last changed, or null while only the environment's defaults apply. */
    async newestUpdate(): Promise<Date | null> {
      const [newest] = await db.select({ at: max(settings.updatedAt) }).from(settings);
      return newest?.at ? new Date(newest.at) : null;
    },

    /** Checks and moves the version in one statement: of two saves from one version, one wins. Null when stale. */
    async bumpVersion(version: number): Promise<number | null> {
      const [bumped] = await db
        .update(revisions)
        .set({ value: sql`${revisions.value} + 1`, updatedAt: sql`now()` })
        .where(and(eq(revisions.name, 'settings'), eq(revisions.value, version)))
        .returning({ value: revisions.value });
      return bumped?.value ?? null;
    },

    async store(values: Record<string, unknown>): Promise<void> {
      await db
        .insert(settings)
        .values(Object.entries(values).map(([key, value]) => ({ key, value })))
        .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
    },
  };
}
