// Free slots from a consultant's availability (decision 138). Pure: the rules, the exceptions,
// the live bookings and the instant come in, the slots go out, so a property test can hold every
// rule at once. India has no daylight saving, so an India wall-clock time is UTC+05:30 all year.
import type { AvailabilityException, WeeklyRule } from '@sap-academy/contracts/admin';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
export const IST_OFFSET_MS = 330 * MINUTE;

export interface ConsultantAvailability {
  consultantId: number;
  slotMinutes: number;
  weekly: readonly WeeklyRule[];
  exceptions: readonly AvailabilityException[];
}

/** A live booking of a consultant: its slot is not free, nor is any slot overlapping it. */
export interface Busy {
  consultantId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface Slot {
  consultantId: number;
  startsAt: Date;
  endsAt: Date;
}

export interface SlotWindow {
  now: Date;
  /** No slot starts before now plus this many hours. */
  noticeHours: number;
  /** India dates from today through today + days - 1. */
  days: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The India date (YYYY-MM-DD) of an instant. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of an India wall-clock time, `minutes` after midnight of the India `date`. */
export function indiaInstant(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS + minutes * MINUTE);
}

/** ISO weekday (1 Monday … 7 Sunday) of an India date. */
function weekdayOf(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

type Interval = [number, number]; // minutes after India midnight, end exclusive

/** Sorted, overlapping or touching intervals joined: two rules covering one hour give one set of slots. */
function merged(intervals: Interval[]): Interval[] {
  const out: Interval[] = [];
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0] || a[1] - b[1])) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/** One consultant's slots on one India date before bookings and notice: aligned to each window's start. */
export function slotsOnDate(a: ConsultantAvailability, date: string): Slot[] {
  const today = a.exceptions.filter((e) => e.date === date);
  if (today.some((e) => e.type === 'off' && e.start === undefined)) return [];
  const windows = merged([
    ...a.weekly.filter((r) => r.weekday === weekdayOf(date)).map((r): Interval => [minutesOf(r.start), minutesOf(r.end)]),
    ...today.filter((e) => e.type === 'extra').map((e): Interval => [minutesOf(e.start!), minutesOf(e.end!)]),
  ]);
  const off = today.filter((e) => e.type === 'off').map((e): Interval => [minutesOf(e.start!), minutesOf(e.end!)]);
  const slots: Slot[] = [];
  for (const [windowStart, windowEnd] of windows) {
    for (let start = windowStart; start + a.slotMinutes <= windowEnd; start += a.slotMinutes) {
      const end = start + a.slotMinutes;
      if (off.some(([s, e]) => start < e && s < end)) continue;
      slots.push({ consultantId: a.consultantId, startsAt: indiaInstant(date, start), endsAt: indiaInstant(date, end) });
    }
  }
  return slots;
}

/**
 * Every free slot in the window across consultants, soonest first (then by consultant): from the
 * weekly rules and extra hours, minus days and hours off, minus any slot overlapping a live
 * booking of its consultant, minus any starting before now plus the notice.
 */
export function freeSlots(consultants: readonly ConsultantAvailability[], busy: readonly Busy[], window: SlotWindow): Slot[] {
  const earliest = window.now.getTime() + window.noticeHours * 60 * MINUTE;
  const firstDate = indiaDate(window.now);
  const dates = Array.from({ length: window.days }, (_, i) => new Date(Date.parse(`${firstDate}T00:00:00Z`) + i * DAY).toISOString().slice(0, 10));
  const slots: Slot[] = [];
  for (const consultant of consultants) {
    const theirs = busy.filter((b) => b.consultantId === consultant.consultantId);
    for (const date of dates) {
      for (const slot of slotsOnDate(consultant, date)) {
        if (slot.startsAt.getTime() < earliest) continue;
        if (theirs.some((b) => slot.startsAt < b.endsAt && b.startsAt < slot.endsAt)) continue;
        slots.push(slot);
      }
    }
  }
  return slots.sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime() || x.consultantId - y.consultantId);
}
