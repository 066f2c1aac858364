import { apiFetch } from 'mfe-shared';
import { lmsApi, myBookingSchema, type MockInterviewBookingRequest } from 'mfe-shared/contracts';

/** POST /lms/bookings: spends a credit; 402 without one, 409 when the slot was just taken. */
export function bookMockInterview(input: MockInterviewBookingRequest) {
  return apiFetch(lmsApi.bookings(), { method: 'POST', body: input, schema: myBookingSchema });
}
