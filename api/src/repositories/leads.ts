import type { Db } from '../db/client';
import { leads, settings } from '../db/schema';

export function leadsRepository(db: Db) {
  return {
    /** Stores a lead; its notification is queued in the same transaction by services/leads.ts. */
    async create(lead: typeof leads.$inferInsert): Promise<number> {
      const [row] = await db.insert(leads).values(lead).returning({ id: leads.id });
      return row!.id;
    },
  };
}

export function settingsRepository(db: Db) {
  return {
    async all(): Promise<Record<string, unknown>> {
      const rows = await db.select().from(settings);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
  };
}
