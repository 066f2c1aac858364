// The staff calendar (decision 030): loaded lazily by the routes.
export { CalendarPage } from './calendar-page';
