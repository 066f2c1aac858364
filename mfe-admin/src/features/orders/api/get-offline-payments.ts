import { adminApi, adminOfflinePaymentsSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/orders/{id}/offline-payment: the order's recorded offline payments (decision 142). */
export function useOfflinePayments(orderId: number) {
  return useAdminApi(adminApi.orderOfflinePayment(orderId), adminOfflinePaymentsSchema);
}
