// Times are shown in India time whatever the device's or the server's zone (Asia/Kolkata,
// UTC+05:30, no daylight saving), the en-IN way. One implementation for the API's mails and
// receipts and for every screen (mfe-shared/ui/format re-exports it).
import { DEFAULT_LOCALE } from './money.ts';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

type When = Date | string | number;

// Each formatter is built the first time something is formatted with it, not when the module
// loads: building one costs milliseconds (ICU loads the locale and the zone), and a portal page
// evaluates this module on start-up whether or not it shows a date (docs/perf/portal.md,
// "2026-11-28 21:30").
function lazyFormatter(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat(DEFAULT_LOCALE, { timeZone: INDIA_TIME_ZONE, ...options }));
}

const dates = {
  short: lazyFormatter({ day: 'numeric', month: 'short', year: 'numeric' }),
  long: lazyFormatter({ day: 'numeric', month: 'long', year: 'numeric' }),
};
const time = lazyFormatter({ hour: 'numeric', minute: '2-digit', hour12: true });
const year = lazyFormatter({ year: 'numeric' });

const asDate = (when: When) => (when instanceof Date ? when : new Date(when));

/** "25 Aug 2025" (or "25 August 2025" with month 'long'), the day in India. */
export function formatIndiaDate(when: When, month: 'short' | 'long' = 'short'): string {
  return dates[month]().format(asDate(when));
}

/** "12:00 pm" in India. */
export function formatIndiaTime(when: When): string {
  return time().format(asDate(when));
}

/** "25 Aug 2025, 12:00 pm"; mails and receipts add the zone: "24 November 2026, 12:57 am IST". */
export function formatIndiaDateTime(when: When, { month = 'short', zone = false }: { month?: 'short' | 'long'; zone?: boolean } = {}): string {
  return `${formatIndiaDate(when, month)}, ${formatIndiaTime(when)}${zone ? ' IST' : ''}`;
}

/** The calendar year in India (a payment at 11 pm UTC on 31 December is already next year there). */
export function yearInIndia(when: When): number {
  return Number(year().format(asDate(when)));
}

/** India is UTC+05:30 all year (no daylight saving), so its midnights are plain arithmetic. */
const INDIA_OFFSET_MS = 330 * 60_000;
export const DAY_MS = 86_400_000;

/** The moment the day in India that holds `when` began (00:00 IST), as a Date. */
export function startOfIndiaDay(when: When): Date {
  const t = asDate(when).getTime() + INDIA_OFFSET_MS;
  return new Date(Math.floor(t / DAY_MS) * DAY_MS - INDIA_OFFSET_MS);
}

/** 00:00 IST on the Monday of the week in India that holds `when` (weeks run Monday to Sunday). */
export function startOfIndiaWeek(when: When): Date {
  const day = startOfIndiaDay(when);
  // 1 January 1970 was a Thursday: day n's weekday, Monday 0, is (n + 3) mod 7.
  const n = Math.round((day.getTime() + INDIA_OFFSET_MS) / DAY_MS);
  return new Date(day.getTime() - ((((n + 3) % 7) + 7) % 7) * DAY_MS);
}

/** The day in India as YYYY-MM-DD ("2026-11-28" for 23:59 IST on 28 November). */
export function indiaDayKey(when: When): string {
  return new Date(asDate(when).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}
