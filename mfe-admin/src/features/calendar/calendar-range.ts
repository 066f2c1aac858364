// The calendar's view and day as they stand in the address bar (decision 026's pattern, 030):
// `view=week|month&day=YYYY-MM-DD`; anything else falls back to this week in India.
import { DAY_MS, indiaDayKey, startOfIndiaWeek } from 'mfe-shared/ui/format';
import { filterValue } from '../../lib/list-url-state';

export const VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof VIEWS)[number];

export interface CalendarRange {
  view: CalendarView;
  day: string;
  /** Every India day shown, Monday first: 7 for a week, 42 (six weeks) for a month. */
  days: string[];
  prev: string;
  next: string;
}

const noon = (day: string) => new Date(`${day}T12:00:00+05:30`);
const addDays = (day: string, n: number) => indiaDayKey(noon(day).getTime() + n * DAY_MS);

export function calendarRange(params: URLSearchParams, now: Date = new Date()): CalendarRange {
  const view = (filterValue(VIEWS, params.get('view')) || 'week') as CalendarView;
  const day = filterValue('day', params.get('day')) || indiaDayKey(now);
  if (view === 'week') {
    const monday = indiaDayKey(startOfIndiaWeek(noon(day)));
    return { view, day, days: Array.from({ length: 7 }, (_, i) => addDays(monday, i)), prev: addDays(day, -7), next: addDays(day, 7) };
  }
  const first = `${day.slice(0, 8)}01`;
  const monday = indiaDayKey(startOfIndiaWeek(noon(first)));
  const [y, m] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
  const month = (year: number, mon: number) => `${year}-${String(mon).padStart(2, '0')}-01`;
  return {
    view,
    day,
    days: Array.from({ length: 42 }, (_, i) => addDays(monday, i)),
    prev: m === 1 ? month(y - 1, 12) : month(y, m - 1),
    next: m === 12 ? month(y + 1, 1) : month(y, m + 1),
  };
}
