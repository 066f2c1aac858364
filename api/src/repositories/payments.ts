import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, webhookEvents } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export function paymentsRepository(db: Db) {
  return {
    async findOpen(studentId: number, courseId: number) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.studentId, studentId), eq(payments.courseId, courseId), eq(payments.status, 'created')));
      return row;
    },

    async findByOrderId(orderId: string, lock = false) {
      const query = db.select().from(payments).where(eq(payments.orderId, orderId));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async create(input: typeof payments.$inferInsert) {
      const [row] = await db.insert(payments).values(input).returning();
      return row!;
    },

    async cancel(id: number) {
      await db.update(payments).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(payments.id, id));
    },

    async markPaid(id: number, providerPaymentId: string) {
      const now = new Date();
      await db
        .update(payments)
        .set({ status: 'paid', providerPaymentId, paidAt: now, updatedAt: now })
        .where(eq(payments.id, id));
    },

    /** Replay protection: false when the event id was seen before. */
    async recordWebhookEvent(eventId: string, provider: string, eventType: string): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values({ eventId, provider, eventType })
        .onConflictDoNothing()
        .returning({ eventId: webhookEvents.eventId });
      return rows.length > 0;
    },

    async forgetWebhookEvent(eventId: string) {
      await db.delete(webhookEvents).where(eq(webhookEvents.eventId, eventId));
    },
  };
}
