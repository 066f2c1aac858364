import { apiFetch } from 'mfe-shared';
import { myBookingSchema } from '@sap-academy/contracts/bookings';
import { lmsApi } from '@sap-academy/contracts/paths';

/** POST /lms/bookings/:id/cancel: the credit comes back; 409 after the cut-off. */
export function cancelBooking(id: number) {
  return apiFetch(lmsApi.bookingCancel(id), { method: 'POST', body: {}, schema: myBookingSchema });
}
