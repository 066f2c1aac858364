// India's day and week boundaries (decision 144): midnight IST whatever the machine's zone, weeks
// from Monday, checked at 23:59 and 00:01 IST and, with fast-check, for any instant.
import fc from 'fast-check';
import { DAY_MS, indiaDayKey, startOfIndiaDay, startOfIndiaWeek } from '../src/india-time';

const ist = (local: string) => new Date(`${local}+05:30`);

test('23:59 IST is that day in India, 00:01 IST the next, whatever the UTC date', () => {
  expect(indiaDayKey(ist('2026-11-18T23:59:00'))).toBe('2026-11-18');
  expect(indiaDayKey(ist('2026-11-19T00:01:00'))).toBe('2026-11-19');
  // 18:31 UTC on the 18th is already the 19th in India.
  expect(startOfIndiaDay(new Date('2026-11-18T18:31:00Z')).toISOString()).toBe('2026-11-18T18:30:00.000Z');
  expect(startOfIndiaDay(ist('2026-11-18T23:59:59.999')).toISOString()).toBe(ist('2026-11-18T00:00:00').toISOString());
});

test('weeks start on Monday at 00:00 IST: Sunday 23:59 and Monday 00:01 are different weeks', () => {
  expect(startOfIndiaWeek(ist('2026-11-15T23:59:00')).toISOString()).toBe(ist('2026-11-09T00:00:00').toISOString());
  expect(startOfIndiaWeek(ist('2026-11-16T00:01:00')).toISOString()).toBe(ist('2026-11-16T00:00:00').toISOString());
});

test('property: every instant lies in [its day start, +1 day) and [its week start, +7 days), the week starting on a Monday', () => {
  fc.assert(
    fc.property(fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true }), (when) => {
      const day = startOfIndiaDay(when).getTime();
      const week = startOfIndiaWeek(when).getTime();
      expect(when.getTime() - day).toBeGreaterThanOrEqual(0);
      expect(when.getTime() - day).toBeLessThan(DAY_MS);
      expect(when.getTime() - week).toBeGreaterThanOrEqual(0);
      expect(when.getTime() - week).toBeLessThan(7 * DAY_MS);
      expect(indiaDayKey(day)).toBe(indiaDayKey(when));
      expect(new Date(week + 330 * 60_000).getUTCDay()).toBe(1);
    }),
  );
});
