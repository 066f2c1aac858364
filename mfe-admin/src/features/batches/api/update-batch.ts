import { adminApi, adminBatchDetailSchema, type BatchUpdate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/batches/{id}: future generated sessions follow the new timetable; 409 on a stale version. */
export function updateBatch(batchId: number, input: BatchUpdate) {
  return adminFetch(adminApi.batch(batchId), { method: 'PUT', body: input, schema: adminBatchDetailSchema });
}
