import { adminApi, adminSessionSchema, type SessionInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/batches/{id}/sessions: a session outside the timetable. */
export function addSession(batchId: number, input: SessionInput) {
  return adminFetch(adminApi.batchSessions(batchId), { method: 'POST', body: input, schema: adminSessionSchema });
}
