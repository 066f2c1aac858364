import { adminApi, type EventInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/events/{id} with the version it was read at: a 409 when someone saved first. A move or a cancellation mails registrants. */
export function updateEvent(id: number, input: EventInput, version: number | undefined) {
  return adminFetch(adminApi.event(id), { method: 'PUT', body: { ...input, version } });
}
