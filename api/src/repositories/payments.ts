import { and, asc, count, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, webhookEvents } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
/** created → paid | cancelled (superseded) | expired; cancelled/expired → paid | refund_due (decision 106). */
export type OrderStatus = 'created' | 'paid' | 'cancelled' | 'expired' | 'refund_due';

export function paymentsRepository(db: Db) {
  return {
    /** The open order; `lock` holds it so expiry and settlement wait for this transaction. */
    async findOpen(studentId: number, courseId: number, lock = false) {
      const query = db
        .select()
        .from(payments)
        .where(and(eq(payments.studentId, studentId), eq(payments.courseId, courseId), eq(payments.status, 'created')));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async findByOrderId(orderId: string, lock = false) {
      const query = db.select().from(payments).where(eq(payments.orderId, orderId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** By our own id (the orders list's `id`); `lock` as in findOpen. */
    async findById(id: number, lock = false) {
      const query = db.select().from(payments).where(eq(payments.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async create(input: typeof payments.$inferInsert) {
      const [row] = await db.insert(payments).values(input).returning();
      return row!;
    },

    async setStatus(id: number, status: Extract<OrderStatus, 'cancelled' | 'expired'>, now: Date) {
      await db.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, id));
    },

    /** The billing snapshot of an open order (decision 141); a paid order's is never changed. */
    async setBilling(id: number, billing: NonNullable<PaymentRow['billing']>) {
      await db
        .update(payments)
        .set({ billing })
        .where(and(eq(payments.id, id), eq(payments.status, 'created')));
    },

    /**
     * How many orders took money that buys nothing and wait for a refund by hand (decision 106):
     * the metrics' scrape-time gauge. A full count: refund_due rows are few, and a partial index
     * would cost every write of the table for a query made twice a minute.
     */
    async countRefundDue(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'refund_due'));
      return row?.n ?? 0;
    },

    async markPaid(id: number, providerPaymentId: string, now: Date) {
      await db.update(payments).set({ status: 'paid', providerPaymentId, paidAt: now, updatedAt: now }).where(eq(payments.id, id));
    },

    /** The money moved but buys nothing: kept with the payment id so the back office can refund it. */
    async markRefundDue(id: number, providerPaymentId: string, reason: string, now: Date) {
      await db.update(payments).set({ status: 'refund_due', providerPaymentId, refundReason: reason, paidAt: now, updatedAt: now }).where(eq(payments.id, id));
    },

    /**
     * A captured payment its order cannot take (decision 120), as its own refund_due row beside the
     * order: `order_id` is the order's id and the payment's, so the orders list shows both. Nothing
     * on the order changes. A replay of the same payment finds its row and changes nothing.
     */
    async recordUnhonoured(order: PaymentRow, captured: { providerPaymentId: string; amount: number; currency: string }, reason: string, now: Date) {
      await db
        .insert(payments)
        .values({
          orderId: `${order.orderId}/${captured.providerPaymentId}`,
          provider: order.provider,
          providerPaymentId: captured.providerPaymentId,
          studentId: order.studentId,
          courseId: order.courseId,
          listPrice: order.listPrice,
          amount: captured.amount,
          currency: captured.currency.toUpperCase(),
          status: 'refund_due',
          refundReason: reason,
          paidAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    },

    /**
     * Open orders past their expiry, locked. SKIP LOCKED: a second API replica (or a join or
     * settlement holding one of them) takes other rows instead of waiting, so none is expired twice.
     */
    async claimDue(now: Date, limit: number) {
      return db
        .select({ id: payments.id, couponId: payments.couponId })
        .from(payments)
        .where(and(eq(payments.status, 'created'), lte(payments.expiresAt, now)))
        .orderBy(asc(payments.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async expireAll(ids: number[], now: Date) {
      if (ids.length === 0) return;
      await db.update(payments).set({ status: 'expired', updatedAt: now }).where(inArray(payments.id, ids));
    },

    /** Replay protection: false when the event id was seen before. */
    async recordWebhookEvent(eventId: string, provider: string, eventType: string): Promise<boolean> {
      const rows = await db.insert(webhookEvents).values({ eventId, provider, eventType }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
      return rows.length > 0;
    },

    async forgetWebhookEvent(eventId: string) {
      await db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    },
  };
}
