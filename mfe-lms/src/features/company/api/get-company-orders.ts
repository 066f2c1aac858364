import { useApi } from 'mfe-shared';
import { companyOrdersResponseSchema, lmsApi } from 'mfe-shared/contracts';

/** GET /lms/company/:companyId/orders: the company's orders of seats with their invoices (decision 154). */
export function useCompanyOrders(companyId: number) {
  return useApi(lmsApi.companyOrders(companyId), companyOrdersResponseSchema);
}
