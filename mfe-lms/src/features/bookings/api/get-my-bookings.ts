import { useApi } from 'mfe-shared';
import { lmsApi, myBookingsResponseSchema } from 'mfe-shared/contracts';

/** GET /lms/bookings: the student's bookings, soonest first, and their mock interview credits (decision 138). */
export function useMyBookings() {
  return useApi(lmsApi.bookings(), myBookingsResponseSchema);
}
