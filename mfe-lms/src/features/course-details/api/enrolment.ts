// Joining a course and completing a payment (SPEC §7 join and payment/status; both
// invalidate Courses — the caller refetches through useInvalidateTags).
import { apiFetch } from 'mfe-shared';
import {
  joinResponseSchema,
  paymentStatusResponseSchema,
  testCheckoutResponseSchema,
  type PaymentOrder,
  type PaymentStatusRequest,
} from 'mfe-shared/contracts';
import { apiPaths } from '../../../config/paths';

export function joinCourse(courseId: number, coupon: string | null) {
  return apiFetch(apiPaths.join(courseId), { method: 'POST', body: { coupon }, schema: joinResponseSchema });
}

export function confirmPayment(courseId: number, body: PaymentStatusRequest) {
  return apiFetch(apiPaths.paymentStatus(courseId), { method: 'PATCH', body, schema: paymentStatusResponseSchema });
}

/**
 * The `test` provider's stand-in for a hosted checkout: the API answers as the provider would
 * (a payment id and its signature), or declines. Never available with a real provider.
 */
export function testCheckout(order: PaymentOrder, outcome: 'success' | 'failure') {
  return apiFetch('/lms/payments/test-checkout', {
    method: 'POST',
    body: { order_id: order.order_id, outcome },
    schema: testCheckoutResponseSchema,
  });
}
