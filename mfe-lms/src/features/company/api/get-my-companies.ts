import { useApi } from 'mfe-shared';
import { myCompaniesResponseSchema, companyApi } from 'mfe-shared/contracts';

/** GET /lms/companies: the companies the signed-in user is HR of (empty for everyone else, decision 149). */
export function useMyCompanies() {
  return useApi(companyApi.myCompanies(), myCompaniesResponseSchema);
}
