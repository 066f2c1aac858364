// A student's remembered GST billing details (decision 141), one row per user.
import type { BillingDetails } from '@sap-academy/contracts/gst';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingDetails } from '../db/schema';

export function billingDetailsRepository(db: Db) {
  return {
    async find(userId: number): Promise<BillingDetails | null> {
      const [row] = await db.select().from(billingDetails).where(eq(billingDetails.userId, userId));
      return row ? { gstin: row.gstin, legal_name: row.legalName, address: row.address, state: row.state as BillingDetails['state'] } : null;
    },

    async save(userId: number, details: BillingDetails): Promise<void> {
      const values = { gstin: details.gstin, legalName: details.legal_name, address: details.address, state: details.state };
      await db
        .insert(billingDetails)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: billingDetails.userId, set: { ...values, updatedAt: sql`now()` } });
    },
  };
}
