import { adminApi, leadOwnersResponseSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/leads/owners: the editors and admins a lead may be given to. */
export function useLeadOwners() {
  return useAdminApi(adminApi.leadOwners(), leadOwnersResponseSchema);
}
