import { ORDER_ATTENTION, ORDER_STATUSES, adminApi, adminOrderListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/orders: sorted, paged and filtered on the server; newest first. */
export function useOrders() {
  return useList(adminApi.orders(), adminOrderListResponseSchema, {
    // student_id has no control: a link (/admin/orders?student_id=5) narrows the list, and its export, to one student.
    filters: { status: ORDER_STATUSES, attention: ORDER_ATTENTION, student_id: 'id', q: 'text' },
    sort: '-created_at',
    sorts: ['created_at', 'amount'],
  });
}
