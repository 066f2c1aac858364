import { adminApi, adminBookingsResponseSchema, type AdminBookingsQuery } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/bookings?status=&from=: a trainer's own bookings, an admin's everyone's (decision 138). */
export function useAdminBookings(query: AdminBookingsQuery) {
  return useAdminApi(adminApi.bookings(query), adminBookingsResponseSchema, { keepPrevious: true });
}
