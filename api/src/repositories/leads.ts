import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { leads, outbox, settings } from '../db/schema';

export function leadsRepository(db: Db) {
  return {
    /** The lead and its notification commit together: a stored lead always gets its e-mail. */
    async createWithNotification(lead: typeof leads.$inferInsert, notification: { kind: string; payload: unknown }) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(leads).values(lead).returning({ id: leads.id });
        await tx.insert(outbox).values({ kind: notification.kind, payload: { leadId: row!.id, ...(notification.payload as object) } });
        return row!.id;
      });
    },
  };
}

export function outboxRepository(db: Db) {
  return {
    /**
     * Leases due messages by pushing their next attempt forward first: a worker that dies while
     * sending leaves them to be retried, and SKIP LOCKED keeps two workers off the same rows.
     */
    async claimDue(limit: number, leaseMs: number) {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({
          attempts: sql`${outbox.attempts} + 1`,
          nextAttemptAt: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
        })
        .where(inArray(outbox.id, due))
        .returning();
    },
    async markSent(id: number) {
      await db.update(outbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(eq(outbox.id, id));
    },
    async markFailed(id: number, error: string, retryAt: Date | null) {
      await db
        .update(outbox)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'parked' })
        .where(eq(outbox.id, id));
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
