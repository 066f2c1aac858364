// The checkout's "I need a GST invoice" as typed (decision 141), checked by the contract's own
// schema before the join, so the messages are the ones the API would answer with.
import { billingDetailsSchema, type BillingDetails } from 'mfe-shared/contracts';

export interface BillingDraft {
  gstin: string;
  legal_name: string;
  address: string;
  state: string;
}
export type BillingErrors = Partial<Record<keyof BillingDraft, string>>;

export const EMPTY_BILLING: BillingDraft = { gstin: '', legal_name: '', address: '', state: '' };

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
