import { adminApi, adminOrderSchema, type CompanyOrderInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/companies/{id}/orders: N seats on a course at a price per seat (decision 154). */
export function raiseCompanyOrder(companyId: number, body: CompanyOrderInput) {
  return adminFetch(adminApi.companyOrders(companyId), { method: 'POST', body, schema: adminOrderSchema });
}
