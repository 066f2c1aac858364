// Times are shown in India time whatever the device's or the server's zone (Asia/Kolkata,
// UTC+05:30, no daylight saving), the en-IN way. One implementation for the API's mails and
// receipts and for every screen (mfe-shared/ui/format re-exports it).
import { DEFAULT_LOCALE } from './money.ts';

export const INDIA_TIME_ZONE = 'Asia/Kolkata';

type When = Date | string | number;

// Each Intl formatter is built the first time something is formatted with it, not when the module
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
const INDIA_OFFSET_MS = 330 * 60_000;

// Dates and times from 1946 on are written by hand, as money.ts writes prices: the browser's first
// Intl.DateTimeFormat in India's zone costs 60–160 ms at Lighthouse's 4× CPU (ICU loads en-IN's
// calendar data and the zone), one long task on every page that shows a date while it hydrates
// (docs/perf/portal.md, "2026-11-29 04:00–05:10"). India has kept UTC+05:30 since 15 October 1945 (the
// tz database's Asia/Kolkata: +06:30 war time before), so the fields are plain arithmetic. The
// texts are CLDR's en-IN ones, as Node's and Chromium's ICU write them ("Sept" included);
// contracts/test/india-time.test.ts compares both ways for every day and minute they cover.
// Earlier instants, and years past 9999, still go to Intl.
const HAND_WRITTEN_FROM = Date.UTC(1946, 0, 1);
const HAND_WRITTEN_UNTIL = Date.UTC(9999, 11, 31);
const MONTHS_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The instant's wall clock in India, as a Date whose UTC fields read it; null: Intl's job. */
function indiaWallClock(when: When): Date | null {
  const t = asDate(when).getTime();
  // NaN fails both comparisons: an invalid date goes to Intl, which throws as before.
  if (!(t >= HAND_WRITTEN_FROM && t < HAND_WRITTEN_UNTIL)) return null;
  return new Date(t + INDIA_OFFSET_MS);
}

/** "25 Aug 2025" (or "25 August 2025" with month 'long'), the day in India. */
export function formatIndiaDate(when: When, month: 'short' | 'long' = 'short'): string {
  const wall = indiaWallClock(when);
  if (!wall) return dates[month]().format(asDate(when));
  const names = month === 'long' ? MONTHS_LONG : MONTHS_SHORT;
  return `${wall.getUTCDate()} ${names[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** "12:00 pm" in India. */
export function formatIndiaTime(when: When): string {
  const wall = indiaWallClock(when);
  if (!wall) return time().format(asDate(when));
  const hours = wall.getUTCHours();
  return `${hours % 12 || 12}:${String(wall.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** "25 Aug 2025, 12:00 pm"; mails and receipts add the zone: "24 November 2026, 12:57 am IST". */
export function formatIndiaDateTime(when: When, { month = 'short', zone = false }: { month?: 'short' | 'long'; zone?: boolean } = {}): string {
  return `${formatIndiaDate(when, month)}, ${formatIndiaTime(when)}${zone ? ' IST' : ''}`;
}

/** The calendar year in India (a payment at 11 pm UTC on 31 December is already next year there). */
export function yearInIndia(when: When): number {
  const wall = indiaWallClock(when);
  return wall ? wall.getUTCFullYear() : Number(year().format(asDate(when)));
}

/** India is UTC+05:30 all year (no daylight saving), so its midnights are plain arithmetic. */
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
