import { useApi } from 'mfe-shared';
import { myCompaniesResponseSchema } from '@sap-academy/contracts/my-companies';
import { companyApi } from '@sap-academy/contracts/paths';

/** GET /lms/companies: the companies the signed-in user is HR of (empty for everyone else, decision 149). */
export function useMyCompanies() {
  return useApi(companyApi.myCompanies(), myCompaniesResponseSchema);
}
