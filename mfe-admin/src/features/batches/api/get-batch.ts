import { adminApi, adminBatchDetailSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/batches/{id}: the batch with its sessions and members. */
export function useBatch(batchId: number) {
  return useAdminApi(adminApi.batch(batchId), adminBatchDetailSchema);
}
