import { adminApi, adminBookingSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/bookings/:id/cancel: staff cancel at any time; the booker is mailed the cancellation. */
export function cancelAdminBooking(id: number) {
  return adminFetch(adminApi.bookingCancel(id), { method: 'POST', body: {}, schema: adminBookingSchema });
}
