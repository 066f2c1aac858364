// A receipt's number: SAPA-<year paid, in India>-<order id, 6 digits>. Derived, never stored:
// the order id is unique and never reused, and the year makes the number read like an invoice
// series. Ids past 999999 simply get longer.
import { yearInIndia } from '../mail/format';

export const RECEIPT_PREFIX = 'SAPA';

export function receiptNumber(paymentId: number, paidAt: Date): string {
  return `${RECEIPT_PREFIX}-${yearInIndia(paidAt)}-${String(paymentId).padStart(6, '0')}`;
}
