import { useApi } from 'mfe-shared';
import { companyOrdersResponseSchema, companyApi } from 'mfe-shared/contracts';

/** GET /lms/company/:companyId/orders: the company's orders of seats with their invoices (decision 154). */
export function useCompanyOrders(companyId: number) {
  return useApi(companyApi.companyOrders(companyId), companyOrdersResponseSchema);
}
