// The portal's booking screens (decision 024); the public site's "Book Your Mock Interview Now" links to NEW_BOOKING_PATH.
export const BOOKINGS_PATH = '/lms/bookings';
export const NEW_BOOKING_PATH = '/lms/bookings/new';
/** A follow-up round of a mock interview that has feedback. */
export const followUpPath = (bookingId: number) => `${NEW_BOOKING_PATH}?follow_up_of=${bookingId}`;
