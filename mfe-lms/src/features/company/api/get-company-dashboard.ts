import { useApi } from 'mfe-shared';
import { companyDashboardSchema, companyApi } from 'mfe-shared/contracts';

/** GET /lms/company/:companyId: seat pools and learners (403 for a company the caller is not HR of). */
export function useCompanyDashboard(companyId: number | undefined) {
  return useApi(companyId === undefined ? null : companyApi.companyDashboard(companyId), companyDashboardSchema);
}
