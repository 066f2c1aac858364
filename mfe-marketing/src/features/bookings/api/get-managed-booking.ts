import { useApi } from 'mfe-shared';
import { managedBookingSchema, siteApi } from 'mfe-shared/contracts';

/** GET /bookings/manage/:token: the visitor's booking through the secret link in their mail; null skips it. */
export function useManagedBooking(token: string | null) {
  return useApi(token ? siteApi.managedBooking(token) : null, managedBookingSchema);
}
