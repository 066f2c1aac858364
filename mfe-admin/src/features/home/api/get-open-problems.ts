import { adminApi, adminOrderCountsSchema, outboxSummarySchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/**
 * The home's open problems from the admins' own endpoints: GET /admin/orders/counts (refund_due
 * orders, failed refunds) and GET /admin/outbox (parked mail). `enabled` false for editors, whom
 * those endpoints refuse.
 */
export function useOpenProblems(enabled: boolean) {
  const orders = useAdminApi(enabled ? adminApi.orderCounts() : null, adminOrderCountsSchema);
  const outbox = useAdminApi(enabled ? adminApi.outbox() : null, outboxSummarySchema);
  return { orders, outbox };
}
