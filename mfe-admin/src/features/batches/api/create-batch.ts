import { adminApi, adminBatchDetailSchema, type BatchCreate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/batches: the batch, its sessions generated from the timetable. */
export function createBatch(input: BatchCreate) {
  return adminFetch(adminApi.batches(), { method: 'POST', body: input, schema: adminBatchDetailSchema });
}
