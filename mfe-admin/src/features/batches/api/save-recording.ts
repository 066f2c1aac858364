import { adminApi, adminSessionSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/batches/{id}/sessions/{sessionId}/recording: a YouTube link, or null to take it off. */
export function saveRecording(batchId: number, sessionId: number, recordingUrl: string | null) {
  return adminFetch(adminApi.batchSessionRecording(batchId, sessionId), { method: 'PUT', body: { recording_url: recordingUrl }, schema: adminSessionSchema });
}
