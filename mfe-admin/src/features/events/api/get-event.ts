import { adminApi, adminEventSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/events/{id}. */
export function useEvent(id: number) {
  return useAdminApi(adminApi.event(id), adminEventSchema);
}
