import { adminApi, adminBatchDetailSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/batches/{id}/members: a seat if one is left, else the waitlist. */
export function addMember(batchId: number, studentId: number) {
  return adminFetch(adminApi.batchMembers(batchId), { method: 'POST', body: { student_id: studentId }, schema: adminBatchDetailSchema });
}
