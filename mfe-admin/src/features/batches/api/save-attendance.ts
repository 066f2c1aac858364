import { adminApi, rosterSchema, type AttendanceMarks } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/batches/{id}/sessions/{sessionId}/roster: the trainer's marks. */
export function saveAttendance(batchId: number, sessionId: number, input: AttendanceMarks) {
  return adminFetch(adminApi.batchSessionRoster(batchId, sessionId), { method: 'PUT', body: input, schema: rosterSchema });
}
