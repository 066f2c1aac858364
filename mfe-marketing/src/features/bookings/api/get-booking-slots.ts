import { useApi } from 'mfe-shared';
import { bookingSlotsResponseSchema, siteApi, type BookingKind } from 'mfe-shared/contracts';

/** GET /bookings/slots?kind= (no session): the free slots of the next two weeks. */
export function useBookingSlots(kind: BookingKind) {
  return useApi(siteApi.bookingSlots({ kind }), bookingSlotsResponseSchema);
}
