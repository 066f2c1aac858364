// The addresses of the site's booking flow (decision 210), for the pages, the buttons and the routes.
/** The free consultation booking page (SPEC §2 Individual training: "Book a Free Consultation"). */
export const CONSULTATION_PATH = '/book-a-consultation';
/** A visitor's booking through the secret link in their mail: the address api/src/mail/templates/booking-mails.tsx builds (`?token=`). */
export const MANAGE_BOOKING_PATH = '/bookings/manage';
/** The portal's mock interview booking (SPEC §2 Mock Interviews); signed out, the portal's sign-in shows at this address and stays on it. */
export const MOCK_INTERVIEW_BOOKING_PATH = '/lms/bookings/new';
