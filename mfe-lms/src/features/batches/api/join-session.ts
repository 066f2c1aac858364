import { apiFetch } from 'mfe-shared';
import { sessionJoinResponseSchema } from '@sap-academy/contracts/batches';
import { lmsApi } from '@sap-academy/contracts/paths';

/** POST /lms/batches/{id}/sessions/{sessionId}/join: the meeting link inside the Join window; 409 {detail} outside it. */
export function joinSession(batchId: number, sessionId: number) {
  return apiFetch(lmsApi.sessionJoin(batchId, sessionId), { method: 'POST', body: {}, schema: sessionJoinResponseSchema });
}
