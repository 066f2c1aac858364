// When an assignment is due (decision 134). Days are India's (SPEC: times in IST): "7 days after
// enrolment" counts from the day the student enrolled in India, and a due day lasts until
// midnight in India, so a student in Pune who enrolled at 1 am IST (still yesterday in UTC) gets
// the day they expect. India has one offset all year (+05:30, no daylight saving).
import type { DueRule } from '@sap-academy/contracts';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in India of an instant, YYYY-MM-DD. */
export const indiaDay = (instant: Date): string => new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** `day` plus `days` calendar days. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The last day to submit on time, in India; null without a due rule. */
export function dueDay(rule: DueRule | null, enrolledAt: Date): string | null {
  if (!rule) return null;
  return rule.kind === 'fixed' ? rule.date : addDays(indiaDay(enrolledAt), rule.days);
}

/** The moment `day` ends in India: midnight IST after it. A submission from then on is late. */
export const endOfIndiaDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00+05:30`) + DAY_MS);

export interface Due {
  day: string;
  at: Date;
}

export function dueOf(rule: DueRule | null, enrolledAt: Date): Due | null {
  const day = dueDay(rule, enrolledAt);
  return day ? { day, at: endOfIndiaDay(day) } : null;
}

/** Late means at or after the due moment; without a due date nothing is late. */
export const isLate = (submittedAt: Date, due: Due | null): boolean => due !== null && submittedAt.getTime() >= due.at.getTime();
