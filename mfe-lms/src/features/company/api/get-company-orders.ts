import { useApi } from 'mfe-shared';
import { companyOrdersResponseSchema } from '@sap-academy/contracts/companies';
import { companyApi } from '@sap-academy/contracts/paths';

/** GET /lms/company/:companyId/orders: the company's orders of seats with their invoices (decision 154). */
export function useCompanyOrders(companyId: number) {
  return useApi(companyApi.companyOrders(companyId), companyOrdersResponseSchema);
}
