import { adminApi, availabilitySchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/consultants/:userId/availability (version 0 and no rules before the first save); null skips it. */
export function useAvailability(userId: number | null) {
  return useAdminApi(userId === null ? null : adminApi.consultantAvailability(userId), availabilitySchema);
}
