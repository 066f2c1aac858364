// The staff calendar (decision 151): the sessions of live batches (decision 136) and consultants'
// bookings (decision 138) between two India days, for a week or a month view. An admin sees
// everyone's; any other staff member the sessions of the batches they train and the bookings they
// hold. The range is capped so one request never reads a year of sessions: 42 days is the six
// Monday-to-Sunday weeks a month view shows.
import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_STATUSES } from '../bookings.ts';
import { SESSION_STATUSES } from '../batches.ts';
import { daySchema, timestampSchema } from './common.ts';

export const CALENDAR_MAX_DAYS = 42;
const DAY_MS = 86_400_000;

export const CALENDAR_MESSAGES = {
  range: `Choose a range of at most ${CALENDAR_MAX_DAYS} days, with "to" on or after "from".`,
} as const;

/** Both days inclusive, India days (YYYY-MM-DD). */
export const calendarDays = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** GET /admin/calendar?from=&to= */
export const calendarQuerySchema = z
  .object({ from: daySchema, to: daySchema })
  .refine((q) => q.to >= q.from && calendarDays(q.from, q.to) <= CALENDAR_MAX_DAYS, { error: CALENDAR_MESSAGES.range, path: ['to'] });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarSessionSchema = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  batch_title: z.string(),
  course_title: z.string(),
  trainer_name: z.string().nullable(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  status: z.enum(SESSION_STATUSES),
});
export type CalendarSession = z.infer<typeof calendarSessionSchema>;

export const calendarBookingSchema = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  consultant_name: z.string(),
  /** Who booked: a student or a visitor. */
  name: z.string(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarSchema = z.object({
  from: daySchema,
  to: daySchema,
  /** Ordered by start. */
  sessions: z.array(calendarSessionSchema),
  bookings: z.array(calendarBookingSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;
