// "Pay now": the checkout of the student's open order, that same order (POST /lms/orders/{id}/checkout).
import { apiFetch } from 'mfe-shared';
import { accountApi, orderCheckoutResponseSchema } from '@sap-academy/contracts/account';

export function resumeOrder(orderId: number) {
  return apiFetch(accountApi.orderCheckout(orderId), { method: 'POST', body: {}, schema: orderCheckoutResponseSchema });
}
