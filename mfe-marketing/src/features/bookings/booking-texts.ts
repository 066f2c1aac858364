// The public booking pages' words (decision 210), one place for the pages and their tests. The
// API's own messages (slot taken, cut-off passed, booked) come from the contracts' BOOKING_MESSAGES.

export const CONSULTATION_HEADING = 'Book a Free Consultation';
export const CONSULTATION_LEAD =
  'Pick a time that suits you and tell us how to reach you. A consultant will talk through your goals, the right SAP module and how our training works. All times are India time (IST).';
export const CHOOSE_SLOT_TEXT = 'Choose a time from the list.';
export const BOOK_FAILED = 'Your consultation was not booked.';
export const BOOK_BUTTON = 'Book consultation';
export const BOOK_BUSY = 'Booking…';

export const MANAGE_HEADING = 'Your booking';
export const MANAGE_MISSING = 'This link is not complete. Please open the link from your booking e-mail again.';
export const RESCHEDULE_LABEL = 'Reschedule';
export const RESCHEDULE_CONFIRM = 'Move my booking';
export const CANCEL_BOOKING_LABEL = 'Cancel booking';
export const CANCEL_BOOKING_TITLE = 'Cancel this booking?';
export const CANCEL_BOOKING_DESCRIPTION = 'The time will be offered to others. You can book a new one at any time.';
export const CANCELLED_TEXT = 'This booking is cancelled.';
export const MOVED_TEXT = 'Your booking has been moved. We have e-mailed you the new details and a new link to change it; this link no longer works.';
export const CHANGE_CLOSED_TEXT = 'Online changes have closed for this booking. Please contact us to change it.';
