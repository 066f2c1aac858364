import { adminApi, adminSessionSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/batches/{id}/sessions/{sessionId}/cancel. */
export function cancelSession(batchId: number, sessionId: number) {
  return adminFetch(adminApi.batchSessionCancel(batchId, sessionId), { method: 'POST', body: {}, schema: adminSessionSchema });
}
