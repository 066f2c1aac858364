// How mails and receipts write money and times: INR the en-IN way (₹24,999.00), times in India's
// zone whatever the server's, so a receipt reads the same from any host.
const TIME_ZONE = 'Asia/Kolkata';

/** Integer paise (smallest unit) → "₹24,999.00" for INR; other currencies by their own symbol. */
export function formatMoney(amount: number, currency = 'INR'): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/** "24 November 2026" in Asia/Kolkata. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** "24 November 2026, 12:57 am IST". */
export function formatDateTime(date: Date): string {
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hour12: true }).format(date);
  return `${formatDate(date)}, ${time} IST`;
}

/** The calendar year in Asia/Kolkata (a payment at 11 pm UTC on 31 December is already next year there). */
export function yearInIndia(date: Date): number {
  return Number(new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, year: 'numeric' }).format(date));
}
