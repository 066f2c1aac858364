import { apiFetch } from 'mfe-shared';
import { consultationBookingResponseSchema, siteApi, type ConsultationBookingRequest } from 'mfe-shared/contracts';

/** POST /bookings/consultations: a visitor's free consultation (also a lead); 409 when the slot was just taken. */
export function bookConsultation(input: ConsultationBookingRequest) {
  return apiFetch(siteApi.consultationBookings(), { method: 'POST', body: input, schema: consultationBookingResponseSchema });
}
