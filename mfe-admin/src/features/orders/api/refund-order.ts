import { adminApi, adminOrderRefundsSchema, type RefundRequest } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/orders/{id}/refunds: refunds through the payment provider (decision 142). */
export function refundOrder(orderId: number, body: RefundRequest) {
  return adminFetch(adminApi.orderRefunds(orderId), { method: 'POST', body, schema: adminOrderRefundsSchema });
}
