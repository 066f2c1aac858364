import { adminApi, adminEventSchema, type EventInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/events. */
export function createEvent(input: EventInput) {
  return adminFetch(adminApi.events(), { method: 'POST', body: input, schema: adminEventSchema });
}
