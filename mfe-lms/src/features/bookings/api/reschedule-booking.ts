import { apiFetch } from 'mfe-shared';
import { myBookingSchema, type SlotChoice } from '@sap-academy/contracts/bookings';
import { lmsApi } from '@sap-academy/contracts/paths';

/** POST /lms/bookings/:id/reschedule; 409 after the cut-off or when the slot was just taken. */
export function rescheduleBooking(id: number, slot: SlotChoice) {
  return apiFetch(lmsApi.bookingReschedule(id), { method: 'POST', body: slot, schema: myBookingSchema });
}
