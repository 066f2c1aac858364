import { adminApi, adminBatchDetailSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** DELETE /admin/batches/{id}/members/{studentId}: the seat or waitlist place is freed. */
export function removeMember(batchId: number, studentId: number) {
  return adminFetch(adminApi.batchMember(batchId, studentId), { method: 'DELETE', schema: adminBatchDetailSchema });
}
