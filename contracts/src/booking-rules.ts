// The bookings' kinds, statuses and rule numbers (decision 138), without a schema: the student's
// bookings (`my-bookings.ts`) and the booking forms (`bookings.ts`) share them, and a page that
// reads only the first builds none of the second's schemas (decision 036, amendment 2026-11-29).

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
