import { adminApi, adminSessionSchema, type SessionInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/batches/{id}/sessions/{sessionId}: moved (its invite's sequence goes up). */
export function moveSession(batchId: number, sessionId: number, input: SessionInput) {
  return adminFetch(adminApi.batchSession(batchId, sessionId), { method: 'PUT', body: input, schema: adminSessionSchema });
}
