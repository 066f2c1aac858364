import { adminApi, adminOrderSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/companies/{id}/orders/{orderId}/cancel: an open order raised by mistake (decision 154). */
export function cancelCompanyOrder(companyId: number, orderId: number) {
  return adminFetch(adminApi.companyOrderCancel(companyId, orderId), { method: 'POST', body: {}, schema: adminOrderSchema });
}
