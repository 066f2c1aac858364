// SPEC §7 payment/status: completes a paid join; invalidates Courses (the caller refetches).
import { apiFetch } from 'mfe-shared';
import { lmsApi, paymentStatusResponseSchema, type PaymentStatusRequest } from 'mfe-shared/contracts';

export function confirmPayment(courseId: number, body: PaymentStatusRequest) {
  return apiFetch(lmsApi.paymentStatus(courseId), { method: 'PATCH', body, schema: paymentStatusResponseSchema });
}
