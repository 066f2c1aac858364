// Staff think in India time: a datetime-local value is read as Asia/Kolkata (UTC+05:30, no DST)
// and sent as ISO 8601 with that offset; stored UTC instants come back shown in India time.
import { formatIndiaDate, formatIndiaDateTime } from 'mfe-shared/ui/format';

export const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 330 * 60_000;

/** '2025-08-25T12:00' → '2025-08-25T12:00:00+05:30'; '' → null. */
export function localInputToIso(value: string): string | null {
  if (!value) return null;
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  return `${withSeconds}${INDIA_OFFSET}`;
}

/** '2025-08-25T06:30:00.000Z' → '2025-08-25T12:00' (for a datetime-local input); null → ''. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** A timestamp for people: '25 Aug 2025, 12:00 pm' in India time (the design system's format); none → '—'. */
export function formatDateTime(iso: string | null): string {
  return iso ? formatIndiaDateTime(iso) : '—';
}

/** '25 Aug 2025' in India time; none → '—'. */
export function formatDate(iso: string | null): string {
  return iso ? formatIndiaDate(iso) : '—';
}

/** The month before now's month in India time, as a month input's value ('2026-10' on 1 Nov 2026 00:10 IST). */
export function lastMonthInIndia(now: Date = new Date()): string {
  const india = new Date(now.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const month = india.getUTCMonth(); // 0-based: this month, so it is already last month 1-based
  return month === 0 ? `${year - 1}-12` : `${year}-${String(month).padStart(2, '0')}`;
}

/** Today in India time, as a date input's value ('2026-11-28' at 00:10 IST on 28 Nov). */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
