// How mails and receipts write money and times: INR the en-IN way (₹24,999.00), times in India's
// zone whatever the server's, so a receipt reads the same from any host. The formats themselves
// are the contracts' (one implementation with the screens: contracts money.ts, india-time.ts).
import { formatIndiaDate, formatIndiaDateTime, yearInIndia } from '@sap-academy/contracts/india-time';
import { formatPrice } from '@sap-academy/contracts/money';

export { yearInIndia };

/** Integer paise (smallest unit) → "₹24,999.00" for INR; other currencies by their own symbol. */
export function formatMoney(amount: number, currency = 'INR'): string {
  return formatPrice(amount, { currency: currency.toUpperCase() });
}

/** "24 November 2026" in Asia/Kolkata. */
export function formatDate(date: Date): string {
  return formatIndiaDate(date, 'long');
}

/** "24 November 2026, 12:57 am IST". */
export function formatDateTime(date: Date): string {
  return formatIndiaDateTime(date, { month: 'long', zone: true });
}
