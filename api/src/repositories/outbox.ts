// The e-mail outbox (decision 105). Every time comes from the caller's clock as a parameter, never
// the database's now(), so tests can run hours of retries in milliseconds.
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { CODE_TEMPLATES } from '../mail/mail-kinds';

export type OutboxRow = typeof outbox.$inferSelect;

/** The login-code e-mail (routes/otp.ts): its text is replaced once sent, so no code stays readable. */
export const OTP_MAIL_KIND = 'otp-code';
export const SENT_CODE_TEXT = '(login code e-mail: sent; the code is not kept)';

/**
 * A sent row's payload without its one-time code (codes are hashed at rest): templated
 * code mails lose `data.code`; a legacy login-code row, written before templates as
 * {to, subject, text}, has its text replaced. Every other payload is kept as it was.
 */
const scrubbedPayload = () => sql`case
  when ${outbox.kind} in (${sql.join(
    CODE_TEMPLATES.map((t) => sql`${t}`),
    sql`, `,
  )}) and ${outbox.payload} ? 'template' then ${outbox.payload} #- '{data,code}'
  when ${outbox.kind} = ${OTP_MAIL_KIND} then jsonb_set(${outbox.payload}, '{text}', to_jsonb(${SENT_CODE_TEXT}::text))
  else ${outbox.payload} end`;

export function outboxRepository(db: Db) {
  // A claim increments `attempts`; a result is written only by the worker holding that attempt,
  // so a worker whose lease ran out (and whose row another worker took) cannot overwrite it.
  const leased = (row: Pick<OutboxRow, 'id' | 'attempts'>) => and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, 'pending'));

  return {
    /** One mail on its own (a notice that goes with no other change). */
    async enqueue(mail: { kind: string; payload: unknown }) {
      await db.insert(outbox).values(mail);
    },

    /**
     * A mail that goes once per reason (decision 139): a second insert with the same key (another
     * replica's reminder scan, the same scan run again) does nothing. Returns whether it inserted.
     */
    async enqueueOnce(mail: { kind: string; payload: unknown; priority?: number; dedupKey: string }): Promise<boolean> {
      const inserted = await db.insert(outbox).values(mail).onConflictDoNothing({ target: outbox.dedupKey }).returning({ id: outbox.id });
      return inserted.length > 0;
    },

    /**
     * Leases due messages, transactional before bulk and oldest due first, by pushing their next attempt `leaseMs` ahead: a
     * worker that dies while sending leaves them to be retried when the lease ends, and SKIP LOCKED
     * keeps two workers off the same rows.
     */
    async claimDue(limit: number, now: Date, leaseMs: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
        // Transactional mail first, then due time (decision 122), along outbox_claim_idx.
        .orderBy(asc(outbox.priority), asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const rows = await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
        // `= any(array(…))`, not `in (…)`: PostgreSQL may plan `in (select … limit n for update
        // skip locked)` as a join that reads the sub-select more than once, each time skipping the
        // rows the last read locked, and lease far more than n rows (a drain once sent a whole
        // 10,001-row backlog as one batch, api/test/plugins/outbox-priority.test.ts). An array
        // sub-select is an InitPlan, run once: at most `limit` rows.
        .where(sql`${outbox.id} = any(array(${due}))`)
        .returning();
      return rows.sort((a, b) => a.priority - b.priority || a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    },
    async markSent(row: Pick<OutboxRow, 'id' | 'attempts'>, now: Date) {
      // A one-time code lives in plain text only until it is sent.
      await db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null, payload: scrubbedPayload() }).where(leased(row));
    },
    /**
     * Marketing mail to an address that unsubscribed after it was queued (decision 145): closed
     * without sending, the reason kept where staff read a row's error.
     */
    async markSuppressed(row: Pick<OutboxRow, 'id' | 'attempts'>, now: Date, reason: string) {
      await db.update(outbox).set({ status: 'sent', sentAt: now, lastError: reason }).where(leased(row));
    },
    /**
     * A send abandoned at its timeout that the server acknowledged after all (decision 122): the
     * row is sent, whichever attempt holds it now, unless it was already recorded.
     */
    async markSentLate(row: Pick<OutboxRow, 'id'>, now: Date) {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: now, lastError: null, payload: scrubbedPayload() })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, 'pending')));
    },
    /** `retryAt` null parks the row: kept for a human, re-queued by `outbox:retry-parked`. */
    async markFailed(row: Pick<OutboxRow, 'id' | 'attempts'>, error: string, retryAt: Date | null) {
      await db
        .update(outbox)
        .set(retryAt ? { lastError: error, nextAttemptAt: retryAt } : { lastError: error, status: 'parked' })
        .where(leased(row));
    },
    async counts(): Promise<{ pending: number; parked: number }> {
      const [row] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')`.mapWith(Number),
          parked: sql<number>`count(*) filter (where ${outbox.status} = 'parked')`.mapWith(Number),
        })
        .from(outbox)
        // Sent rows pile up forever; the (status, next_attempt_at) index skips them.
        .where(inArray(outbox.status, ['pending', 'parked']));
      return row ?? { pending: 0, parked: 0 };
    },
    /** The newest parked message's error (the back office's outbox summary), or null when none is parked. */
    async newestParkedError(): Promise<string | null> {
      const [row] = await db
        .select({ lastError: outbox.lastError })
        .from(outbox)
        .where(eq(outbox.status, 'parked'))
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(1);
      return row?.lastError ?? null;
    },
    /**
     * Puts every parked row back in the queue, due now, with a fresh retry window: `created_at`
     * is when a row was (re)queued, which is what the retry window is measured from.
     */
    async retryParked(now: Date): Promise<number> {
      const rows = await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, createdAt: now })
        .where(eq(outbox.status, 'parked'))
        .returning({ id: outbox.id });
      return rows.length;
    },
  };
}
