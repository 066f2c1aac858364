// Bookable mock interviews and free consultations (SPEC §2 Mock Interviews; decision 138): the
// free slots anyone may list, a visitor's consultation booking (also a lead), a student's mock
// interview booking (paid with a credit a course includes), their reschedule and cancel up to the
// site's cut-off, and the consultant's feedback the student reads.
import { z } from 'zod';
import { INT4_MAX, emailField, nameField } from './fields.ts';
import { multiLine, singleLine } from './text.ts';

export const BOOKING_KINDS = ['mock_interview', 'consultation'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];
export const BOOKING_STATUSES = ['booked', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The booking rules' numbers, one place (decision 138). */
export const BOOKING_RULES = {
  /** A slot is offered only this far ahead of now, so a consultant is never surprised. */
  noticeHours: 12,
  /** The slot listing's window: `days` defaults to this, and may not exceed the maximum. */
  defaultDays: 14,
  maxDays: 28,
  /** The site settings' default cut-off: a booker may reschedule or cancel until this long before the start. */
  defaultCutoffHours: 24,
  maxCutoffHours: 336,
  slotMinutesMin: 15,
  slotMinutesMax: 180,
  rubricRowsMax: 20,
  feedbackTextMax: 5000,
} as const;

export const BOOKING_MESSAGES = {
  slotTaken: 'This slot has just been booked by someone else. Please choose another time.',
  slotUnavailable: 'This time is not an available slot. Please choose one from the list.',
  cutoffPassed: 'It is too late to change this booking online. Please contact us.',
  noCredits: 'You have no mock interview credits left. A course that includes mock interviews gives you one.',
  notFound: 'Booking not found.',
  alreadyCancelled: 'This booking is already cancelled.',
  consultationBooked: 'Your consultation is booked. We have e-mailed you the details and a link to change it.',
  feedbackTooEarly: 'Feedback can be recorded once the interview has started.',
  feedbackNotMockInterview: 'Only a mock interview has feedback.',
  feedbackOnCancelled: 'A cancelled booking has no feedback.',
  followUpWithoutFeedback: 'A follow-up round is booked from a mock interview that has feedback.',
  followUpKind: 'A follow-up round is a mock interview.',
} as const;

const bookingId = z.number().int().min(1).max(INT4_MAX);
const instant = z.iso.datetime({ offset: true, error: 'Use an ISO 8601 date and time, e.g. 2026-12-01T04:30:00Z.' });

/** GET /bookings/slots?kind=&days= */
export const bookingSlotsQuerySchema = z.object({
  kind: z.enum(BOOKING_KINDS, { error: `kind must be one of ${BOOKING_KINDS.join(', ')}.` }),
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${BOOKING_RULES.maxDays}.` })
    .int({ error: `days must be a whole number from 1 to ${BOOKING_RULES.maxDays}.` })
    .min(1, { error: `days must be a whole number from 1 to ${BOOKING_RULES.maxDays}.` })
    .max(BOOKING_RULES.maxDays, { error: `days must be a whole number from 1 to ${BOOKING_RULES.maxDays}.` })
    .default(BOOKING_RULES.defaultDays),
});
export type BookingSlotsQuery = z.infer<typeof bookingSlotsQuerySchema>;

/** A free slot: one consultant at one start (UTC instants; screens show them in India time). */
export const bookingSlotSchema = z.object({
  consultant_id: z.number().int().positive(),
  consultant_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type BookingSlot = z.infer<typeof bookingSlotSchema>;
export const bookingSlotsResponseSchema = z.object({ results: z.array(bookingSlotSchema) });
export type BookingSlotsResponse = z.infer<typeof bookingSlotsResponseSchema>;

/** The slot a booking asks for (or moves to). */
export const slotChoiceSchema = z.object({ consultant_id: bookingId, starts_at: instant });
export type SlotChoice = z.infer<typeof slotChoiceSchema>;

const optionalLine = (max: number) =>
  singleLine()
    .max(max, { error: `At most ${max} characters.` })
    .optional();

/** POST /bookings/consultations: a visitor's free consultation; it is also a 'consultation' lead. */
export const consultationBookingRequestSchema = slotChoiceSchema.extend({
  name: nameField,
  email: emailField(),
  mobile: singleLine()
    .max(32, { error: 'At most 32 characters.' })
    .regex(/^\+?[0-9 ()-]{7,}$/, { error: 'Enter a mobile number, e.g. +91 98765 43210.' }),
  message: multiLine().max(2000, { error: 'At most 2000 characters.' }).optional(),
  page: optionalLine(200),
  /** Honeypot, as the lead forms': a value means a bot, answered as usual and dropped. */
  website: z.string().max(200).optional(),
});
export type ConsultationBookingRequest = z.infer<typeof consultationBookingRequestSchema>;
export const consultationBookingResponseSchema = z.object({ detail: z.string(), starts_at: z.string(), ends_at: z.string() });
export type ConsultationBookingResponse = z.infer<typeof consultationBookingResponseSchema>;

/** POST /lms/bookings: a signed-in student's mock interview, paid with a credit. */
export const mockInterviewBookingRequestSchema = slotChoiceSchema.extend({
  /** A follow-up round of this (the caller's, with feedback) mock interview. */
  follow_up_of: bookingId.optional(),
});
export type MockInterviewBookingRequest = z.infer<typeof mockInterviewBookingRequestSchema>;

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

/** GET /bookings/manage/:token: a visitor's booking through the secret link in their mail. */
export const managedBookingSchema = myBookingSchema.omit({ feedback: true }).extend({ name: z.string() });
export type ManagedBooking = z.infer<typeof managedBookingSchema>;
