import { useApi } from 'mfe-shared';
import { companyDashboardSchema } from '@sap-academy/contracts/companies';
import { companyApi } from '@sap-academy/contracts/paths';

/** GET /lms/company/:companyId: seat pools and learners (403 for a company the caller is not HR of). */
export function useCompanyDashboard(companyId: number | undefined) {
  return useApi(companyId === undefined ? null : companyApi.companyDashboard(companyId), companyDashboardSchema);
}
