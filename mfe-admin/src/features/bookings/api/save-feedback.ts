import { adminApi, adminBookingSchema } from 'mfe-shared/contracts/admin';
import type { BookingFeedbackInput } from 'mfe-shared/contracts';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/bookings/:id/feedback: a started mock interview's rubric, rating, summary and action plan. */
export function saveBookingFeedback(id: number, input: BookingFeedbackInput) {
  return adminFetch(adminApi.bookingFeedback(id), { method: 'PUT', body: input, schema: adminBookingSchema });
}
