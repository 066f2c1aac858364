import { apiFetch } from 'mfe-shared';
import { managedBookingSchema, siteApi } from 'mfe-shared/contracts';

/** POST /bookings/manage/:token/cancel; 409 after the cut-off. */
export function cancelManagedBooking(token: string) {
  return apiFetch(siteApi.managedBookingCancel(token), { method: 'POST', body: {}, schema: managedBookingSchema });
}
