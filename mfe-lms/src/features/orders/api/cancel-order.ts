// The student cancels their own open order (POST /lms/orders/{id}/cancel, idempotent).
import { apiFetch } from 'mfe-shared';
import { accountApi, cancelOrderResponseSchema } from '@sap-academy/contracts/account';

export function cancelOrder(orderId: number) {
  return apiFetch(accountApi.orderCancel(orderId), { method: 'POST', body: {}, schema: cancelOrderResponseSchema });
}
