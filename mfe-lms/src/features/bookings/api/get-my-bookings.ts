import { useApi } from 'mfe-shared';
import { myBookingsResponseSchema } from '@sap-academy/contracts/my-bookings';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/bookings: the student's bookings, soonest first, and their mock interview credits (decision 138). */
export function useMyBookings() {
  return useApi(lmsApi.bookings(), myBookingsResponseSchema);
}
