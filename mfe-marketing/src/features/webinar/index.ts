// The webinar's public entry (SPEC §2, §9): the card with its Register Now form (or, once it is
// over, the past state with a form to hear about the next one), on /events and Individual
// training, and the Event structured data of /events.
export { WebinarCard, PAST_WEBINAR } from './webinar-card';
export { webinarEventJsonLd, type WebinarSchedule } from './webinar';
export { useWebinar } from './use-webinar';
