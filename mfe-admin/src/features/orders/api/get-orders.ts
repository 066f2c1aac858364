import { adminApi, adminOrderListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/orders: sorted, paged and filtered on the server; newest first. */
export function useOrders() {
  return useList(adminApi.orders(), adminOrderListResponseSchema, { status: '', q: '', attention: '' }, '-created_at');
}
