import { useApi } from 'mfe-shared';
import { accountApi, studentOrdersResponseSchema } from '@sap-academy/contracts/account';

/** GET /lms/orders: the signed-in student's own orders, newest first. */
export function useOrders() {
  return useApi(accountApi.orders(), studentOrdersResponseSchema);
}
