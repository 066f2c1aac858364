// Consultants' availability and the bookings they take (decision 138). A consultant is a trainer
// or an admin: they edit their own availability and see their own bookings; an admin edits and
// sees everyone's. Times of day are India time (IST, no daylight saving), dates are India dates.
import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_RULES, BOOKING_STATUSES, bookingFeedbackSchema } from '../bookings.ts';
import { daySchema, timestampSchema, versionSchema } from './common.ts';

export const CONSULTANT_ROLES = ['trainer', 'admin'] as const;

export const CONSULTANT_MESSAGES = {
  notConsultant: 'Only a trainer or an admin can be a consultant.',
  notYours: 'You can change only your own availability and bookings.',
  endBeforeStart: 'The end must be after the start.',
  extraNeedsTimes: 'Extra hours need a start and an end.',
  timesTogether: 'Give both a start and an end, or neither (the whole day off).',
} as const;

const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
/** A time of day in India, HH:MM (24 h). */
export const timeOfDaySchema = z.string().regex(TIME, { error: 'Use HH:MM (24-hour), e.g. 09:30.' });
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const ordered = (r: { start?: string | undefined; end?: string | undefined }) => !r.start || !r.end || minutes(r.start) < minutes(r.end);

/** Every week on `weekday` (ISO: 1 Monday … 7 Sunday), from `start` to `end` India time. */
export const weeklyRuleSchema = z
  .object({ weekday: z.number().int().min(1).max(7, { error: 'weekday is 1 (Monday) to 7 (Sunday).' }), start: timeOfDaySchema, end: timeOfDaySchema })
  .refine(ordered, { error: CONSULTANT_MESSAGES.endBeforeStart, path: ['end'] });
export type WeeklyRule = z.infer<typeof weeklyRuleSchema>;

/**
 * One date's exception: `off` without times is the whole day off, with times those hours off;
 * `extra` adds hours on that date.
 */
export const availabilityExceptionSchema = z
  .object({ date: daySchema, type: z.enum(['off', 'extra']), start: timeOfDaySchema.optional(), end: timeOfDaySchema.optional() })
  .refine((e) => (e.start === undefined) === (e.end === undefined), { error: CONSULTANT_MESSAGES.timesTogether, path: ['end'] })
  .refine((e) => e.type === 'off' || (e.start !== undefined && e.end !== undefined), { error: CONSULTANT_MESSAGES.extraNeedsTimes, path: ['start'] })
  .refine(ordered, { error: CONSULTANT_MESSAGES.endBeforeStart, path: ['end'] });
export type AvailabilityException = z.infer<typeof availabilityExceptionSchema>;

export const availabilityInputSchema = z.object({
  /** Off: no slot is offered (bookings already taken stay). */
  active: z.boolean(),
  kinds: z
    .array(z.enum(BOOKING_KINDS))
    .min(1, { error: 'Offer at least one kind of booking.' })
    .transform((k) => [...new Set(k)]),
  slot_minutes: z
    .number()
    .int()
    .min(BOOKING_RULES.slotMinutesMin, { error: `A slot is ${BOOKING_RULES.slotMinutesMin} to ${BOOKING_RULES.slotMinutesMax} minutes.` })
    .max(BOOKING_RULES.slotMinutesMax, { error: `A slot is ${BOOKING_RULES.slotMinutesMin} to ${BOOKING_RULES.slotMinutesMax} minutes.` }),
  meeting_url: z.url({ protocol: /^https$/, error: 'The meeting link must be an https:// link.' }).max(500),
  weekly: z.array(weeklyRuleSchema).max(50),
  exceptions: z.array(availabilityExceptionSchema).max(200),
});
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

/** PUT /admin/consultants/:userId/availability (version 0 for a consultant's first availability). */
export const availabilityUpdateSchema = availabilityInputSchema.extend({ version: versionSchema });
export type AvailabilityUpdate = z.infer<typeof availabilityUpdateSchema>;

/** GET /admin/consultants/:userId/availability: `version` 0 and no rules before the first save. */
export const availabilitySchema = z.object({
  active: z.boolean(),
  kinds: z.array(z.enum(BOOKING_KINDS)),
  slot_minutes: z.number().int(),
  /** '' before the first save. */
  meeting_url: z.string(),
  weekly: z.array(weeklyRuleSchema),
  exceptions: z.array(availabilityExceptionSchema),
  user_id: z.number().int().positive(),
  name: z.string(),
  version: z.number().int().nonnegative(),
  updated_at: timestampSchema.nullable(),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** GET /admin/bookings?status=&from= */
export const adminBookingsQuerySchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional(),
  /** Bookings starting at or after this instant (default: all). */
  from: z.iso.datetime({ offset: true }).optional(),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuerySchema>;

export const adminBookingSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  consultant_id: z.number().int().positive(),
  consultant_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  meeting_url: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  student_id: z.number().int().positive().nullable(),
  lead_id: z.number().int().positive().nullable(),
  follow_up_of: z.number().int().positive().nullable(),
  cancelled_at: z.string().nullable(),
  feedback: bookingFeedbackSchema.nullable(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;
export const adminBookingsResponseSchema = z.object({ results: z.array(adminBookingSchema) });
export type AdminBookingsResponse = z.infer<typeof adminBookingsResponseSchema>;
