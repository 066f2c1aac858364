// SPEC §7 payment/status: completes a paid join; invalidates Courses (the caller refetches).
import { apiFetch } from 'mfe-shared';
import { paymentStatusResponseSchema, type PaymentStatusRequest } from '@sap-academy/contracts/enrolment';
import { lmsApi } from '@sap-academy/contracts/paths';

export function confirmPayment(courseId: number, body: PaymentStatusRequest) {
  return apiFetch(lmsApi.paymentStatus(courseId), { method: 'PATCH', body, schema: paymentStatusResponseSchema });
}
