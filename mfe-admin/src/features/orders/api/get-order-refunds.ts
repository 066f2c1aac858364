import { adminApi, adminOrderRefundsSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/orders/{id}/refunds: the order's refunds, newest first, and what is left to refund (decision 142). */
export function useOrderRefunds(orderId: number) {
  return useAdminApi(adminApi.orderRefunds(orderId), adminOrderRefundsSchema);
}
