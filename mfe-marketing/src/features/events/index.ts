// Events from the site data (decision 209): the cards of /events and the Individual training promo.
export { EventCard, EVENT_CARD_TEXT } from './event-card';
export { useUpcomingEvents } from './upcoming-events';
