// When an assignment is due (decision 134), in India's days: "N days after enrolment" counts from
// the day the student enrolled in India, a fixed date is a day in India, and the due day lasts
// until midnight IST, so enrolling at 00:30 IST (still the previous day in UTC) or at 23:59 IST
// lands on the day a student in India would count from.
import fc from 'fast-check';
import { addDays, dueDay, dueOf, endOfIndiaDay, indiaDay, isLate } from '../../src/domain/assignment-due';

const IST_MS = 330 * 60_000;
const DAY_MS = 86_400_000;
const MIN = Date.parse('2000-01-01T00:00:00Z');
const MAX = Date.parse('2100-01-01T00:00:00Z');
const instant = fc.integer({ min: MIN, max: MAX }).map((ms) => new Date(ms));
const days = fc.integer({ min: 0, max: 3650 });

describe('assignment due dates in India', () => {
  it('counts days after enrolment from the enrolment’s day in India, whatever the UTC day', () => {
    fc.assert(
      fc.property(instant, days, (enrolledAt, n) => {
        const day = dueDay({ kind: 'days_after_enrolment', days: n }, enrolledAt)!;
        // The day in India is the UTC date of the instant moved by +05:30.
        const enrolmentDay = new Date(enrolledAt.getTime() + IST_MS).toISOString().slice(0, 10);
        expect(indiaDay(enrolledAt)).toBe(enrolmentDay);
        expect(Math.round((Date.parse(day) - Date.parse(enrolmentDay)) / DAY_MS)).toBe(n);
      }),
    );
  });

  it('ends a due day at midnight IST: a second before is on time, that moment is late', () => {
    fc.assert(
      fc.property(instant, days, (enrolledAt, n) => {
        const due = dueOf({ kind: 'days_after_enrolment', days: n }, enrolledAt)!;
        expect(indiaDay(new Date(due.at.getTime() - 1))).toBe(due.day);
        expect(indiaDay(due.at)).toBe(addDays(due.day, 1));
        expect(isLate(new Date(due.at.getTime() - 1), due)).toBe(false);
        expect(isLate(due.at, due)).toBe(true);
        // 18:30 UTC is the moment, whatever the day.
        expect(due.at.toISOString().slice(11)).toBe('18:30:00.000Z');
      }),
    );
  });

  it('keeps a fixed date as the day in India, whoever enrolled when', () => {
    fc.assert(
      fc.property(instant, instant, (enrolledAt, fixedAt) => {
        const date = fixedAt.toISOString().slice(0, 10);
        const due = dueOf({ kind: 'fixed', date }, enrolledAt)!;
        expect(due.day).toBe(date);
        expect(due.at.getTime()).toBe(endOfIndiaDay(date).getTime());
      }),
    );
  });

  it('moves the enrolment day at 18:30 UTC, midnight in India', () => {
    const rule = { kind: 'days_after_enrolment', days: 7 } as const;
    // 23:59:59 IST on 10 March, and 00:00 IST on 11 March (still 10 March in UTC).
    expect(dueDay(rule, new Date('2026-03-10T18:29:59.999Z'))).toBe('2026-03-17');
    expect(dueDay(rule, new Date('2026-03-10T18:30:00.000Z'))).toBe('2026-03-18');
    // Zero days: due the day of enrolment, until midnight IST.
    expect(dueOf({ kind: 'days_after_enrolment', days: 0 }, new Date('2026-03-10T20:00:00Z'))).toEqual({
      day: '2026-03-11',
      at: new Date('2026-03-11T18:30:00.000Z'),
    });
    // Across a leap day and a year end.
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('never makes anything late without a due rule', () => {
    fc.assert(
      fc.property(instant, instant, (enrolledAt, submittedAt) => {
        expect(dueOf(null, enrolledAt)).toBeNull();
        expect(isLate(submittedAt, null)).toBe(false);
      }),
    );
  });
});
