// Course duration display (SPEC §9): days are shown as months = ceil(course_duration / 30). The
// portal and the public pages use this one function, so they cannot disagree.
export const DAYS_PER_MONTH = 30; // §9

export function months(courseDurationDays: number): number {
  return Math.ceil(courseDurationDays / DAYS_PER_MONTH);
}

export function monthsLabel(courseDurationDays: number): string {
  const n = months(courseDurationDays);
  return `${n} ${n === 1 ? 'month' : 'months'}`;
}
