import { adminApi, outboxSummarySchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/outbox: how many notifications wait, are parked or failed. */
export function useOutbox() {
  return useAdminApi(adminApi.outbox(), outboxSummarySchema);
}
