import { useApi } from 'mfe-shared';
import { bookingSlotsResponseSchema, type BookingKind } from '@sap-academy/contracts/bookings';
import { siteApi } from '@sap-academy/contracts/paths';

/** GET /bookings/slots?kind=: the free slots of a kind in the next two weeks. */
export function useBookingSlots(kind: BookingKind) {
  return useApi(siteApi.bookingSlots({ kind }), bookingSlotsResponseSchema);
}
