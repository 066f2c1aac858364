import type { Db } from '../db/client';
import { transactionWithRetry } from '../db/retry';
import { leads, outbox, settings } from '../db/schema';

export function leadsRepository(db: Db) {
  return {
    /**
     * The lead and its notification commit together: a stored lead always gets its e-mail. Retried
     * through a database restart (decision 108): a 202 is answered only after the commit.
     */
    async createWithNotification(lead: typeof leads.$inferInsert, notification: { kind: string; payload: unknown }) {
      return transactionWithRetry(db, async (tx) => {
        const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id });
        await tx.insert(outbox).values({ kind: notification.kind, payload: { leadId: row!.id, ...(notification.payload as object) } });
        return row!.id;
      });
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
