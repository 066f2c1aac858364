import { adminApi, adminLeadDetailSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/leads/{id}: the lead, its duplicates, its student account and its contacts. */
export function useLeadDetail(id: number) {
  return useAdminApi(adminApi.lead(id), adminLeadDetailSchema);
}
