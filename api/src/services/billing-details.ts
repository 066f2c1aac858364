// A student's remembered GST billing details (decision 141): what the checkout's "I need a GST
// invoice" offers again. Validated by the contract (the gst module's rules) before it gets here.
import type { BillingDetails } from '@sap-academy/contracts/gst';
import type { Db } from '../db/client';
import { billingDetailsRepository } from '../repositories/billing-details';

export function billingDetailsService(app: { db: Db }) {
  const repo = billingDetailsRepository(app.db);
  return {
    get: async (userId: number) => ({ billing: await repo.find(userId) }),
    async save(userId: number, details: BillingDetails) {
      await repo.save(userId, details);
      return { billing: await repo.find(userId) };
    },
  };
}
