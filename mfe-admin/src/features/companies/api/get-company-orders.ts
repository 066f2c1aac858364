import { adminApi, adminCompanyOrdersSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/companies/{id}/orders: the company's orders of seats, newest first (decision 154). */
export function useCompanyOrders(companyId: number) {
  return useAdminApi(adminApi.companyOrders(companyId), adminCompanyOrdersSchema);
}
