import { ORDER_STATUSES, adminApi, adminOrderListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/orders: sorted, paged and filtered on the server; newest first. */
export function useOrders() {
  return useList(adminApi.orders(), adminOrderListResponseSchema, {
    filters: { status: ORDER_STATUSES, q: 'text' },
    sort: '-created_at',
    sorts: ['created_at', 'amount'],
  });
}
