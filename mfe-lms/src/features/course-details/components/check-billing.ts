// The draft checked by the contract's own schema before the join, so the messages are the ones the
// API would answer with. Loaded by import() when a student asks for an invoice (decision 025).
import { billingDetailsSchema, type BillingDetails } from '@sap-academy/contracts/gst';
import type { BillingDraft, BillingErrors } from './billing-draft';

export function checkBilling(draft: BillingDraft): { billing: BillingDetails; errors?: undefined } | { billing?: undefined; errors: BillingErrors } {
  const result = billingDetailsSchema.safeParse(draft);
  if (result.success) return { billing: result.data };
  const errors: BillingErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof BillingDraft;
    errors[field] ??= issue.message;
  }
  return { errors };
}
