// GET /lms/bookings and the consultant's feedback in it, alone in their module: the signed-in course
// list and every portal page under it read this answer, so they build these schemas and not the
// booking forms' (slots, consultation, reschedule). Re-exported by `bookings.ts` (decision 036,
// amendment 2026-11-29).
import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_RULES, BOOKING_STATUSES } from './booking-rules.ts';
import { multiLine, singleLine } from './text.ts';

export const FEEDBACK_SCORES = [1, 2, 3, 4, 5] as const;
const score = z.number().int().min(1, { error: 'A score is from 1 to 5.' }).max(5, { error: 'A score is from 1 to 5.' });

/** The consultant's feedback after a mock interview (SPEC §2: "with feedback and action plan"). */
export const bookingFeedbackInputSchema = z.object({
  /** One row per SAP module or topic. */
  rubric: z
    .array(
      z.object({
        topic: singleLine().min(1, { error: 'Name the topic or SAP module.' }).max(120),
        score,
        comment: multiLine().max(1000).default(''),
      }),
    )
    .min(1, { error: 'Score at least one topic.' })
    .max(BOOKING_RULES.rubricRowsMax),
  rating: score,
  summary: multiLine().min(1, { error: 'Write a summary.' }).max(BOOKING_RULES.feedbackTextMax),
  action_plan: multiLine().min(1, { error: 'Write an action plan.' }).max(BOOKING_RULES.feedbackTextMax),
});
export type BookingFeedbackInput = z.infer<typeof bookingFeedbackInputSchema>;
export const bookingFeedbackSchema = bookingFeedbackInputSchema.extend({ recorded_at: z.string() });
export type BookingFeedback = z.infer<typeof bookingFeedbackSchema>;

/** A booking as its booker sees it. */
export const myBookingSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(BOOKING_KINDS),
  status: z.enum(BOOKING_STATUSES),
  consultant_id: z.number().int().positive(),
  consultant_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The consultant's meeting link while booked; null once cancelled. */
  meeting_url: z.string().nullable(),
  follow_up_of: z.number().int().positive().nullable(),
  /** Until when the booker may reschedule or cancel online (the site's cut-off before the start). */
  changeable_until: z.string(),
  feedback: bookingFeedbackSchema.nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** GET /lms/bookings: the caller's bookings, soonest first, and their mock interview credits. */
export const myBookingsResponseSchema = z.object({
  results: z.array(myBookingSchema),
  credits: z.object({ total: z.number().int().nonnegative(), used: z.number().int().nonnegative(), remaining: z.number().int().nonnegative() }),
});
export type MyBookingsResponse = z.infer<typeof myBookingsResponseSchema>;
