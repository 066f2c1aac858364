// The live batches' texts (decision 136), kept with the feature; tests import them. The API's
// refusals (BATCH_MESSAGES) are shown in its own words, never retyped here.
import { JOIN_OPENS_MINUTES_BEFORE, type AttendanceStatus, type BatchDelivery, type SessionStatus } from '@sap-academy/contracts/batches';

export const LIVE_BATCHES_HEADING = 'Live batches';
export const JOIN_BATCH = 'Join batch';
export const FULL_JOIN_WAITLIST = 'Full — join the waitlist';
export const JOIN_WAITLIST = 'Join the waitlist';
export const seatsLeft = (seats: number) => (seats === 1 ? '1 seat left' : `${seats} seats left`);
export const DELIVERY_LABELS: Record<BatchDelivery, string> = { live: 'Live online', hybrid: 'Hybrid' };
export const YOU_ARE_ENROLLED = 'You have a seat in this batch.';
export const waitlistPlace = (position: number | null) => `You are on the waitlist: place ${position ?? '—'}.`;
export const batchDates = (from: string, to: string) => `${from} – ${to}`;
export const BATCH_FACTS = { dates: 'Dates', delivery: 'Delivery', trainer: 'Trainer', seats: 'Seats', price: 'Price' } as const;
export const NO_TRAINER_YET = 'To be announced';

export const UPCOMING_HEADING = 'Upcoming';
export const JOIN_SESSION = 'Join';
export const joinSessionName = (course: string, when: string) => `Join ${course} at ${when}`;
export const JOIN_OPENS_HINT = `Join opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start.`;
export const MY_BATCHES_LINK = 'My batches';

export const MY_BATCHES_HEADING = 'My batches';
export const NO_BATCHES = 'You are not in any live batch yet. Join one from its course page.';
export const SESSIONS_HEADING = 'Sessions';
export const SESSION_STATUS_LABELS: Record<SessionStatus, string> = { scheduled: 'Scheduled', cancelled: 'Cancelled' };
export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = { present: 'Present', absent: 'Absent', late: 'Late' };
export const NOT_MARKED = 'Not marked';
export const WATCH_RECORDING = 'Watch the recording';
export const sessionLabel = (when: string) => `Session on ${when}`;

// Buying a course for a batch (decision 146): the Enroll panel's batch chooser.
export const CHOOSE_BATCH_LEGEND = 'Choose a live batch';
export const NO_BATCH_OPTION = 'No batch: study at your own pace';
export const BATCH_FULL = 'Full';
export const CHOOSE_BATCH_HINT = 'Your seat is taken when the payment goes through. If the batch fills first, you get the next place on its waitlist.';

// The personal calendar feed (decisions 136, 146): the link is shown once, when it is made.
export const CALENDAR_FEED_HEADING = 'Subscribe in your calendar';
export const CALENDAR_FEED_INTRO =
  'Add your live sessions to Google Calendar, Outlook or Apple Calendar with a private link: moved and cancelled sessions update on their own.';
export const CALENDAR_FEED_PRIVATE = 'Anyone with this link sees your sessions. We show it only now; if you lose it, reset it to get a new one.';
export const GET_CALENDAR_LINK = 'Get my calendar link';
export const CALENDAR_LINK_LABEL = 'Your calendar link';
export const COPY_LINK = 'Copy link';
export const LINK_COPIED = 'Link copied.';
export const COPY_FAILED = 'Copy did not work: select the link and copy it yourself.';
export const RESET_LINK = 'Reset link';
export const RESET_LINK_TITLE = 'Reset your calendar link?';
export const RESET_LINK_DESCRIPTION = 'Your old link stops working at once: calendars subscribed to it stop updating until you subscribe with the new one.';

// The dashboard's Upcoming list also shows the student's next bookings (decision 146).
export const MY_BOOKINGS_LINK = 'My bookings';
export const UPCOMING_LINKS_LABEL = 'Live training';
export const bookingWith = (consultant: string, when: string) => `with ${consultant} · ${when} IST`;
/** Bookings shown on the dashboard; My bookings has the rest. */
export const UPCOMING_BOOKINGS_LIMIT = 3;
