// Offline payments as the back office reads them (decision 142): data only. They are written by
// the refunds repository's insertOfflinePayment, under the order's lock.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { offlinePayments, users } from '../db/schema';

export type OfflinePaymentRow = typeof offlinePayments.$inferSelect;

export function offlinePaymentsRepository(db: Db) {
  return {
    /** An order's offline payments, newest first, with the name of whoever recorded each. */
    async ofPayment(paymentId: number) {
      return db
        .select({ payment: offlinePayments, recordedBy: users.name })
        .from(offlinePayments)
        .leftJoin(users, eq(users.id, offlinePayments.recordedBy))
        .where(eq(offlinePayments.paymentId, paymentId))
        .orderBy(desc(offlinePayments.id));
    },

    async findById(id: number): Promise<OfflinePaymentRow | undefined> {
      const [row] = await db.select().from(offlinePayments).where(eq(offlinePayments.id, id));
      return row;
    },
  };
}
