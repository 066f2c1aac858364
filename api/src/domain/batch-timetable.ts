// A batch's timetable becomes its sessions (decision 136). The rule is an RFC 5545 weekly RRULE
// (`rrule`) over the batch's days. India keeps one offset all year (+05:30, no daylight saving),
// so the rule runs on "floating" wall-clock times (rrule's advice for local times: UTC fields that
// mean India's clock) and each occurrence is then shifted by the offset to its real instant. An
// excluded date (a holiday) is an EXDATE on the same wall clock.
import { RRule, RRuleSet, type Weekday as RRuleWeekday } from 'rrule';

export interface TimetableRule {
  weekdays: readonly string[];
  /** HH:MM in India. */
  start_time: string;
  duration_minutes: number;
  excluded_dates: readonly string[];
}

export interface GeneratedSession {
  startsAt: Date;
  endsAt: Date;
}

const IST_OFFSET_MS = 330 * 60_000;
const WEEKDAY: Record<string, RRuleWeekday> = { MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU };

/** India's wall clock on `day` at `time`, as a floating (UTC-field) Date. */
function floating(day: string, time: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, d, hh, mm));
}

/** Every session from `startsOn` to `endsOn` (days in India, both included), oldest first. */
export function generateSessions(rule: TimetableRule, startsOn: string, endsOn: string): GeneratedSession[] {
  const set = new RRuleSet();
  set.rrule(
    new RRule({
      freq: RRule.WEEKLY,
      byweekday: rule.weekdays.map((day) => WEEKDAY[day]!),
      dtstart: floating(startsOn, rule.start_time),
      until: floating(endsOn, '23:59'),
    }),
  );
  for (const day of rule.excluded_dates) set.exdate(floating(day, rule.start_time));
  return set.all().map((wall) => {
    const startsAt = new Date(wall.getTime() - IST_OFFSET_MS);
    return { startsAt, endsAt: new Date(startsAt.getTime() + rule.duration_minutes * 60_000) };
  });
}
