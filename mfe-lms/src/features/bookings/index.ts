// Public entry of the bookings feature for the rest of the portal: the dashboard's Upcoming list
// reads the student's bookings and links to My bookings. The pages themselves load lazily (routes).
export { useMyBookings } from './api/get-my-bookings';
export { BOOKINGS_PATH } from './booking-paths';
export { KIND_LABELS } from './booking-texts';
