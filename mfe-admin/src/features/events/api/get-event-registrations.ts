import { adminApi, adminEventRegistrationListSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/events/{id}/registrations: oldest first, with attendance and the replay's state. */
export function useEventRegistrations(id: number) {
  return useAdminApi(adminApi.eventRegistrations(id), adminEventRegistrationListSchema);
}
