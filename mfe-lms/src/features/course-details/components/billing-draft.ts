// The checkout's "I need a GST invoice" as typed (decision 141). Types and the empty draft only:
// the check (check-billing.ts) and the fields load with the box, not with the course page.

export interface BillingDraft {
  gstin: string;
  legal_name: string;
  address: string;
  state: string;
}
export type BillingErrors = Partial<Record<keyof BillingDraft, string>>;

export const EMPTY_BILLING: BillingDraft = { gstin: '', legal_name: '', address: '', state: '' };
