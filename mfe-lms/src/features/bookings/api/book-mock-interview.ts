import { apiFetch } from 'mfe-shared';
import { myBookingSchema, type MockInterviewBookingRequest } from '@sap-academy/contracts/bookings';
import { lmsApi } from '@sap-academy/contracts/paths';

/** POST /lms/bookings: spends a credit; 402 without one, 409 when the slot was just taken. */
export function bookMockInterview(input: MockInterviewBookingRequest) {
  return apiFetch(lmsApi.bookings(), { method: 'POST', body: input, schema: myBookingSchema });
}
