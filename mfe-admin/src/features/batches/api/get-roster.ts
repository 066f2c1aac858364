import { adminApi, rosterSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/batches/{id}/sessions/{sessionId}/roster: enrolled members, marks pre-filled from Join clicks. */
export function useRoster(batchId: number, sessionId: number) {
  return useAdminApi(adminApi.batchSessionRoster(batchId, sessionId), rosterSchema);
}
