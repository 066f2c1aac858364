// India's dates and times are written by hand from 1946 on (india-time.ts says why); they must read
// exactly as Intl's en-IN in Asia/Kolkata writes them, on every screen, mail and receipt.
import fc from 'fast-check';
import { DAY_MS, formatIndiaDate, formatIndiaDateTime, formatIndiaTime, yearInIndia } from '../src/india-time';

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', ...options });
const shortDate = intl({ day: 'numeric', month: 'short', year: 'numeric' });
const longDate = intl({ day: 'numeric', month: 'long', year: 'numeric' });
const clock = intl({ hour: 'numeric', minute: '2-digit', hour12: true });
const year = intl({ year: 'numeric' });

const FROM = Date.UTC(1946, 0, 1);
const UNTIL = Date.UTC(9999, 11, 31);

/** The instants where the hand-written text and Intl's differ (the first five, for the report). */
function differences(instants: readonly number[]) {
  const found = [];
  for (const t of instants) {
    const mine = [formatIndiaDate(t), formatIndiaDate(t, 'long'), formatIndiaTime(t), yearInIndia(t)];
    const theirs = [shortDate.format(t), longDate.format(t), clock.format(t), Number(year.format(t))];
    if (mine.some((text, i) => text !== theirs[i])) found.push({ at: new Date(t).toISOString(), mine, theirs });
    if (found.length === 5) break;
  }
  return found;
}

test('every day from 1946 to 2150, at the minutes either side of midnight and noon in India', () => {
  const instants = [];
  // 18:29 and 18:30 UTC are 23:59 and 00:00 IST; 06:29 and 06:30 UTC are 11:59 am and 12:00 pm.
  for (let day = FROM; day < Date.UTC(2150, 0, 1); day += DAY_MS)
    instants.push(day + 18 * 3_600_000 + 29 * 60_000, day + 18.5 * 3_600_000, day + 6 * 3_600_000 + 29 * 60_000, day + 6.5 * 3_600_000);
  expect(instants.length).toBeGreaterThan(290_000);
  expect(differences(instants)).toEqual([]);
});

test('every minute of a day in India', () => {
  const midnightIst = Date.UTC(2026, 10, 28, 18, 30);
  const minutes = Array.from({ length: 1440 }, (_, i) => midnightIst + i * 60_000);
  expect(differences(minutes)).toEqual([]);
  expect(formatIndiaTime(midnightIst)).toBe('12:00 am');
  expect(formatIndiaTime(midnightIst + 12 * 3_600_000)).toBe('12:00 pm');
  expect(formatIndiaDateTime(midnightIst + 45 * 60_000, { month: 'long', zone: true })).toBe('29 November 2026, 12:45 am IST');
  expect(formatIndiaDate(Date.UTC(2026, 8, 5, 20))).toBe('6 Sept 2026');
});

test('any instant the hand-written texts cover, and the edges where Intl takes over', () => {
  fc.assert(
    fc.property(fc.integer({ min: FROM, max: UNTIL - 1 }), (t) => {
      expect(differences([t])).toEqual([]);
    }),
    { numRuns: 20_000 },
  );
  // War time (+06:30) before 15 October 1945 and years past 9999: Intl's own answers.
  const edges = [FROM - 1, Date.UTC(1945, 5, 1), Date.UTC(1900, 0, 1), UNTIL, Date.UTC(10_000, 5, 1), Date.UTC(1, 0, 1)];
  expect(differences(edges)).toEqual([]);
  expect(formatIndiaTime(Date.UTC(1945, 5, 1))).toBe('6:30 am');
  // Strings and Dates as well as numbers; an invalid date throws as Intl does.
  expect(formatIndiaDate('2026-11-28T18:30:00Z')).toBe('29 Nov 2026');
  expect(formatIndiaDate(new Date('2026-11-28T18:29:59Z'))).toBe('28 Nov 2026');
  expect(() => formatIndiaDate('not a date')).toThrow(RangeError);
});
