import { adminApi, adminCompanyDetailSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/companies/{id}: the record with its HR contacts and seat pools. */
export function useCompany(id: number | null) {
  return useAdminApi(id === null ? null : adminApi.company(id), adminCompanyDetailSchema);
}
