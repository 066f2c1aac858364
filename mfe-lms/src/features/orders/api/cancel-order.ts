// Issue 27: the student cancels their own open order (POST ORDER_PATHS.cancel, idempotent).
import { apiFetch } from 'mfe-shared';
import { ORDER_PATHS, cancelOrderResponseSchema } from 'mfe-shared/contracts/account';

export function cancelOrder(orderId: number) {
  return apiFetch(ORDER_PATHS.cancel(orderId), { method: 'POST', body: {}, schema: cancelOrderResponseSchema });
}
