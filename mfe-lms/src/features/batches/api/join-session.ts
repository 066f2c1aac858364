import { apiFetch } from 'mfe-shared';
import { lmsApi, sessionJoinResponseSchema } from 'mfe-shared/contracts';

/** POST /lms/batches/{id}/sessions/{sessionId}/join: the meeting link inside the Join window; 409 {detail} outside it. */
export function joinSession(batchId: number, sessionId: number) {
  return apiFetch(lmsApi.sessionJoin(batchId, sessionId), { method: 'POST', body: {}, schema: sessionJoinResponseSchema });
}
