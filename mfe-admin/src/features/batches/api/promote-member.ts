import { adminApi, adminBatchDetailSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/batches/{id}/members/{studentId}/promote: 409 while the batch is full. */
export function promoteMember(batchId: number, studentId: number) {
  return adminFetch(adminApi.batchMemberPromote(batchId, studentId), { method: 'POST', body: {}, schema: adminBatchDetailSchema });
}
