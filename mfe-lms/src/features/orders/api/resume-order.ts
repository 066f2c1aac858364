// Issue 27 "Pay now": the checkout of the student's open order, that same order (POST ORDER_PATHS.checkout).
import { apiFetch } from 'mfe-shared';
import { ORDER_PATHS, orderCheckoutResponseSchema } from 'mfe-shared/contracts/account';

export function resumeOrder(orderId: number) {
  return apiFetch(ORDER_PATHS.checkout(orderId), { method: 'POST', body: {}, schema: orderCheckoutResponseSchema });
}
