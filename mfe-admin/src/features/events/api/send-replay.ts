import { adminApi, replaySendResponseSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/events/{id}/replay: the replay to every no-show not mailed yet. */
export function sendReplay(eventId: number) {
  return adminFetch(adminApi.eventReplay(eventId), { method: 'POST', body: {}, schema: replaySendResponseSchema });
}
