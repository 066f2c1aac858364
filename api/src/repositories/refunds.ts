// Refunds and GST credit notes (decision 142): data only. Credit notes are inserted and read, never
// updated (migration 0020's trigger refuses it); their series is the invoices' mechanism.
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseStudents, creditNoteSeries, creditNotes, offlinePayments, payments, refunds, type RefundState } from '../db/schema';

export type RefundRow = typeof refunds.$inferSelect;
export type CreditNoteRow = typeof creditNotes.$inferSelect;
export type NewCreditNote = Omit<typeof creditNotes.$inferInsert, 'id' | 'createdAt'>;

/** Pending and processed refunds hold their money: pending may still be paid out. */
const HOLDING: RefundState[] = ['pending', 'processed'];

/** SQL: what an order's pending and processed refunds add up to. */
const heldOf = (paymentId: SQL | typeof payments.id) =>
  sql<number>`coalesce((select sum(${refunds.amount}) from ${refunds} where ${refunds.paymentId} = ${paymentId} and ${refunds.status} in ('pending', 'processed')), 0)`;

/** refund_due orders whose refunds do not yet cover what was paid. */
export const refundDueOpen = sql`(${payments.status} = 'refund_due' and ${payments.amount} > ${heldOf(payments.id)})`;

/** Orders whose latest refund failed: nobody has tried again yet. */
export const refundFailedOpen = sql`exists (select 1 from ${refunds} r where r.payment_id = ${payments.id} and r.status = 'failed'
  and not exists (select 1 from ${refunds} later where later.payment_id = r.payment_id and later.id > r.id))`;

export function refundsRepository(db: Db) {
  return {
    /** What the order's pending and processed refunds hold, in paise. */
    async heldAmount(paymentId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${refunds.amount}), 0)`.mapWith(Number) })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, HOLDING)));
      return row?.n ?? 0;
    },

    /** Seats a company order's refunds took back from its pool (decision 154; they are processed at once). */
    async returnedSeats(paymentId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${refunds.seats}), 0)`.mapWith(Number) })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, HOLDING)));
      return row?.n ?? 0;
    },

    async insert(refund: typeof refunds.$inferInsert): Promise<RefundRow> {
      const [row] = await db.insert(refunds).values(refund).returning();
      return row!;
    },

    async findById(id: number, lock = false): Promise<RefundRow | undefined> {
      const query = db.select().from(refunds).where(eq(refunds.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
      return row;
    },

    async setProviderId(id: number, providerRefundId: string, now: Date) {
      await db.update(refunds).set({ providerRefundId, updatedAt: now }).where(eq(refunds.id, id));
    },

    /**
     * Pending refunds asked for at or before `cutoff` and not looked at since (decision 148),
     * claimed for one look: their updated_at becomes `now`, so the next look at each is one
     * window later, whichever replica takes it. SKIP LOCKED: replicas claiming at once split the
     * rows; a refund being settled (locked) is skipped. A refund without Razorpay's id (its create
     * call got no answer) is claimed too: it is looked for among its payment's refunds (decision 153).
     */
    async claimStalePending(cutoff: Date, now: Date, limit: number): Promise<RefundRow[]> {
      const due = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.status, 'pending'), lte(refunds.createdAt, cutoff), lte(refunds.updatedAt, cutoff)))
        .orderBy(asc(refunds.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return db
        .update(refunds)
        .set({ updatedAt: now })
        .where(
          inArray(
            refunds.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    },

    /** pending → processed | failed; a refund that is no longer pending is left as it is. */
    async finish(id: number, status: Exclude<RefundState, 'pending'>, now: Date, failure: string | null = null): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({ status, failure, processedAt: status === 'processed' ? now : null, updatedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning({ id: refunds.id });
      return rows.length > 0;
    },

    /** An order's refunds, newest first, each with its credit note. */
    async ofPayment(paymentId: number) {
      return db
        .select({ refund: refunds, creditNote: { id: creditNotes.id, number: creditNotes.number, issuedAt: creditNotes.issuedAt } })
        .from(refunds)
        .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
        .where(eq(refunds.paymentId, paymentId))
        .orderBy(desc(refunds.id));
    },

    /** The two counts staff act on (decision 142): the admin orders list filters on each, metrics gauge them. */
    async attentionCounts(): Promise<{ refund_due: number; refunds_failed: number }> {
      const [due] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(payments)
        .where(refundDueOpen);
      const [failed] = await db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(payments)
        .where(refundFailedOpen);
      return { refund_due: due?.n ?? 0, refunds_failed: failed?.n ?? 0 };
    },

    /** Takes the course away with the money (the refund dialog's checkbox). */
    async removeEnrolment(studentId: number, courseId: number): Promise<boolean> {
      const rows = await db
        .delete(courseStudents)
        .where(and(eq(courseStudents.studentId, studentId), eq(courseStudents.courseId, courseId)))
        .returning({ id: courseStudents.id });
      return rows.length > 0;
    },

    /** The next credit-note serial of a financial year: invoice_series' upsert, on its own counter row. */
    async allocateCreditNoteSerial(financialYear: number): Promise<number> {
      const [row] = await db
        .insert(creditNoteSeries)
        .values({ financialYear, lastSerial: 1 })
        .onConflictDoUpdate({ target: creditNoteSeries.financialYear, set: { lastSerial: sql`${creditNoteSeries.lastSerial} + 1` } })
        .returning({ lastSerial: creditNoteSeries.lastSerial });
      return row!.lastSerial;
    },

    /** What an invoice's credit notes have credited so far, in paise. */
    async creditedOnInvoice(invoiceId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(sum(${creditNotes.total}), 0)`.mapWith(Number) })
        .from(creditNotes)
        .where(eq(creditNotes.invoiceId, invoiceId));
      return row?.n ?? 0;
    },

    async insertCreditNote(note: NewCreditNote): Promise<CreditNoteRow> {
      const [row] = await db.insert(creditNotes).values(note).returning();
      return row!;
    },

    async findCreditNote(id: number): Promise<CreditNoteRow | undefined> {
      const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, id));
      return row;
    },

    /** A user's own credit note of one of their orders; anyone else's looks exactly like a missing one. */
    async findOwnCreditNote(id: number, paymentId: number, userId: number): Promise<CreditNoteRow | undefined> {
      const [row] = await db
        .select()
        .from(creditNotes)
        .where(and(eq(creditNotes.id, id), eq(creditNotes.paymentId, paymentId), eq(creditNotes.userId, userId)));
      return row;
    },

    /** An offline payment of an order; a second one for the same order is a unique violation. */
    async insertOfflinePayment(row: typeof offlinePayments.$inferInsert): Promise<{ id: number }> {
      const [inserted] = await db.insert(offlinePayments).values(row).returning({ id: offlinePayments.id });
      return inserted!;
    },

    /** The credit notes of these orders, oldest first (the student's orders list). */
    async creditNotesOf(paymentIds: number[]) {
      if (paymentIds.length === 0) return [];
      return db
        .select({ id: creditNotes.id, number: creditNotes.number, paymentId: creditNotes.paymentId })
        .from(creditNotes)
        .where(inArray(creditNotes.paymentId, paymentIds))
        .orderBy(asc(creditNotes.id));
    },
  };
}
