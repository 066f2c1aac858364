import { adminApi, adminCompanyListResponseSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/companies: every company with its seats granted and used (decision 149). */
export function useCompanies() {
  return useAdminApi(adminApi.companies(), adminCompanyListResponseSchema);
}
