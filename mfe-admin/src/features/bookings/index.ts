// Consultants' availability and the bookings they take (decision 024): each screen its own chunk.
export { AvailabilityPage } from './availability-page';
export { BookingsPage } from './bookings-page';
