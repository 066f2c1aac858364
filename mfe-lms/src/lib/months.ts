import { DAYS_PER_MONTH } from '../config/constants';

/** §9: months = ceil(course_duration / 30). */
export function months(courseDurationDays: number): number {
  return Math.ceil(courseDurationDays / DAYS_PER_MONTH);
}

export function monthsLabel(courseDurationDays: number): string {
  const n = months(courseDurationDays);
  return `${n} ${n === 1 ? 'month' : 'months'}`;
}
