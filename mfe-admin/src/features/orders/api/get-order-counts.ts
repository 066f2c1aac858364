import { adminApi, adminOrderCountsSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/orders/counts: refund_due orders still to refund and failed refunds (decision 142). */
export function useOrderCounts() {
  return useAdminApi(adminApi.orderCounts(), adminOrderCountsSchema);
}
