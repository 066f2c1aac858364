import { useApi } from 'mfe-shared';
import { companyDashboardSchema, companyPaths } from '../company-schemas';

/** GET /lms/company: HR's own company, its seat pools and its learners (403 for anyone else). */
export function useCompanyDashboard() {
  return useApi(companyPaths.dashboard, companyDashboardSchema);
}
