import { apiFetch } from 'mfe-shared';
import { managedBookingSchema, siteApi, type SlotChoice } from 'mfe-shared/contracts';

/** POST /bookings/manage/:token/reschedule; 409 after the cut-off or when the slot was just taken. */
export function rescheduleManagedBooking(token: string, slot: SlotChoice) {
  return apiFetch(siteApi.managedBookingReschedule(token), { method: 'POST', body: slot, schema: managedBookingSchema });
}
