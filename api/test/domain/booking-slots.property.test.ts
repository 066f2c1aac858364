// The slot generator's rules hold for any availability, bookings and instant (decision 138): no
// slot outside the availability (a weekly rule or extra hours, never hours off), none overlapping
// a live booking of its consultant, all beyond the notice and within the window, all aligned to
// their window's start, and no two of one consultant overlapping.
import fc from 'fast-check';
import type { AvailabilityException, WeeklyRule } from '@sap-academy/contracts/admin';
import { freeSlots, indiaDate, IST_OFFSET_MS, type Busy, type ConsultantAvailability } from '../../src/domain/booking-slots';

const MINUTE = 60_000;
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const BASE = Date.parse('2026-11-30T00:00:00Z');
const DAY = 24 * 60 * MINUTE;

const interval = fc
  .tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 40 }))
  .map(([a, len]) => [a * 15, Math.min(a * 15 + len * 15, 23 * 60 + 45)] as const)
  .filter(([s, e]) => s < e);
const dateIn = fc.integer({ min: 0, max: 9 }).map((d) => new Date(BASE + d * DAY).toISOString().slice(0, 10));

const weeklyRule: fc.Arbitrary<WeeklyRule> = fc
  .tuple(fc.integer({ min: 1, max: 7 }), interval)
  .map(([weekday, [s, e]]) => ({ weekday, start: hhmm(s), end: hhmm(e) }));
const exception: fc.Arbitrary<AvailabilityException> = fc.oneof(
  dateIn.map((date) => ({ date, type: 'off' as const })),
  fc.tuple(dateIn, interval, fc.constantFrom('off' as const, 'extra' as const)).map(([date, [s, e], type]) => ({ date, type, start: hhmm(s), end: hhmm(e) })),
);
const consultant = (id: number): fc.Arbitrary<ConsultantAvailability> =>
  fc.record({
    consultantId: fc.constant(id),
    slotMinutes: fc.constantFrom(15, 30, 45, 60, 90),
    weekly: fc.array(weeklyRule, { maxLength: 6 }),
    exceptions: fc.array(exception, { maxLength: 6 }),
  });
const busy: fc.Arbitrary<Busy> = fc
  .tuple(fc.constantFrom(1, 2), fc.integer({ min: 0, max: 10 * 24 * 4 }), fc.integer({ min: 1, max: 8 }))
  .map(([consultantId, q, len]) => ({ consultantId, startsAt: new Date(BASE + q * 15 * MINUTE), endsAt: new Date(BASE + (q + len) * 15 * MINUTE) }));

/** India minutes after midnight of an instant. */
const indiaMinutes = (at: Date) => Math.round(((at.getTime() + IST_OFFSET_MS) % DAY) / MINUTE);
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;

test('free slots keep every rule', () => {
  fc.assert(
    fc.property(
      fc.tuple(consultant(1), consultant(2)),
      fc.array(busy, { maxLength: 12 }),
      fc.integer({ min: 0, max: (5 * DAY) / MINUTE }),
      fc.integer({ min: 0, max: 48 }),
      fc.integer({ min: 1, max: 7 }),
      (consultants, booked, nowOffset, noticeHours, days) => {
        const now = new Date(BASE + nowOffset * MINUTE);
        const slots = freeSlots(consultants, booked, { now, noticeHours, days });
        const firstDate = indiaDate(now);
        const lastDate = new Date(Date.parse(`${firstDate}T00:00:00Z`) + (days - 1) * DAY).toISOString().slice(0, 10);
        for (const slot of slots) {
          const c = consultants.find((x) => x.consultantId === slot.consultantId)!;
          const date = indiaDate(slot.startsAt);
          const [start, end] = [indiaMinutes(slot.startsAt), indiaMinutes(slot.startsAt) + c.slotMinutes];
          expect(slot.endsAt.getTime() - slot.startsAt.getTime()).toBe(c.slotMinutes * MINUTE);
          // Beyond the notice, within the window.
          expect(slot.startsAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + noticeHours * 60 * MINUTE);
          expect(date >= firstDate && date <= lastDate).toBe(true);
          // Inside a weekly rule of its weekday or extra hours of its date, never inside hours off or a day off.
          const windows = [
            ...c.weekly.filter((r) => r.weekday === weekdayOf(date)).map((r) => [r.start, r.end]),
            ...c.exceptions.filter((e) => e.date === date && e.type === 'extra').map((e) => [e.start!, e.end!]),
          ].map(([s, e]) => [Number(s!.slice(0, 2)) * 60 + Number(s!.slice(3)), Number(e!.slice(0, 2)) * 60 + Number(e!.slice(3))] as const);
          // Covered minute by minute by the windows (two touching rules are one stretch of time).
          const covered = Array<boolean>(24 * 60).fill(false);
          for (const [s, e] of windows) for (let m = s; m < e; m++) covered[m] = true;
          expect(covered.slice(start, end).every(Boolean)).toBe(true);
          for (const off of c.exceptions.filter((e) => e.date === date && e.type === 'off')) {
            expect(off.start).toBeDefined();
            const [s, e] = [Number(off.start!.slice(0, 2)) * 60 + Number(off.start!.slice(3)), Number(off.end!.slice(0, 2)) * 60 + Number(off.end!.slice(3))];
            expect(start < e && s < end).toBe(false);
          }
          // Aligned: a whole number of slots after the start of the stretch of covered time it lies in.
          let stretchStart = start;
          while (stretchStart > 0 && covered[stretchStart - 1]) stretchStart--;
          expect((start - stretchStart) % c.slotMinutes).toBe(0);
          // Never overlapping a live booking of its consultant.
          for (const b of booked.filter((x) => x.consultantId === slot.consultantId)) expect(slot.startsAt < b.endsAt && b.startsAt < slot.endsAt).toBe(false);
        }
        // No two slots of one consultant overlap, and the list is soonest first.
        for (let i = 1; i < slots.length; i++) expect(slots[i]!.startsAt >= slots[i - 1]!.startsAt).toBe(true);
        for (const id of [1, 2]) {
          const theirs = slots.filter((s) => s.consultantId === id);
          for (let i = 1; i < theirs.length; i++) expect(theirs[i]!.startsAt >= theirs[i - 1]!.endsAt).toBe(true);
        }
      },
    ),
    { numRuns: 300 },
  );
});

test('a slot is offered whenever its hour is inside a rule, beyond the notice and free', () => {
  const c: ConsultantAvailability = { consultantId: 1, slotMinutes: 60, weekly: [{ weekday: 1, start: '09:00', end: '12:00' }], exceptions: [] };
  // 2026-11-30 is a Monday; 09:00 IST is 03:30 UTC.
  const slots = freeSlots([c], [], { now: new Date('2026-11-29T00:00:00Z'), noticeHours: 12, days: 3 });
  expect(slots.map((s) => s.startsAt.toISOString())).toEqual(['2026-11-30T03:30:00.000Z', '2026-11-30T04:30:00.000Z', '2026-11-30T05:30:00.000Z']);
});
