// The webinar's public entry (SPEC §2, §9): the card with its Register Now form, on /events and
// Individual training, and the Event structured data of /events.
export { WebinarCard } from './webinar-card';
export { webinarEventJsonLd } from './webinar';
