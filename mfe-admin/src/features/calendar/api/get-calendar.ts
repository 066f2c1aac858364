import { adminApi, calendarSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/calendar?from=&to=: sessions and bookings between two India days (an admin everyone's). */
export function useCalendar(from: string, to: string) {
  return useAdminApi(adminApi.calendar({ from, to }), calendarSchema, { keepPrevious: true });
}
