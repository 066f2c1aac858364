// Bookable mock interviews and free consultations (SPEC §2 Mock Interviews; decision 138): the
// free slots anyone may list, a visitor's consultation booking (also a lead), a student's mock
// interview booking (paid with a credit a course includes), their reschedule and cancel up to the
// site's cut-off, and the consultant's feedback the student reads.
import { z } from 'zod';
import { INT4_MAX, emailField, nameField } from './fields.ts';
import { multiLine, singleLine } from './text.ts';
import { BOOKING_KINDS, BOOKING_RULES } from './booking-rules.ts';
import { myBookingSchema } from './my-bookings.ts';

// The kinds, rules and the student's bookings live in their own modules so a page reading only
// GET /lms/bookings builds none of the forms' schemas below (decision 036, amendment 2026-11-29).
export { BOOKING_KINDS, BOOKING_RULES, BOOKING_STATUSES, type BookingKind, type BookingStatus } from './booking-rules.ts';

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

export {
  FEEDBACK_SCORES,
  bookingFeedbackInputSchema,
  bookingFeedbackSchema,
  myBookingSchema,
  myBookingsResponseSchema,
  type BookingFeedback,
  type BookingFeedbackInput,
  type MyBooking,
  type MyBookingsResponse,
} from './my-bookings.ts';

/** GET /bookings/manage/:token: a visitor's booking through the secret link in their mail. */
export const managedBookingSchema = myBookingSchema.omit({ feedback: true }).extend({ name: z.string() });
export type ManagedBooking = z.infer<typeof managedBookingSchema>;
