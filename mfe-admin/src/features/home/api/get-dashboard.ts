import { adminApi, dashboardSchema, type DashboardWindow } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/dashboard?window=: trends in IST buckets and lead conversion (decision 144). */
export function useDashboard(window: DashboardWindow) {
  return useAdminApi(adminApi.dashboard({ window }), dashboardSchema, { keepPrevious: true });
}
