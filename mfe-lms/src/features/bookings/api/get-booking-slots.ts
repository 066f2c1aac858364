import { useApi } from 'mfe-shared';
import { bookingSlotsResponseSchema, siteApi, type BookingKind } from 'mfe-shared/contracts';

/** GET /bookings/slots?kind=: the free slots of a kind in the next two weeks. */
export function useBookingSlots(kind: BookingKind) {
  return useApi(siteApi.bookingSlots({ kind }), bookingSlotsResponseSchema);
}
