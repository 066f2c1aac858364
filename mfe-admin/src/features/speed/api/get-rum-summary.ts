import { adminApi, rumSummarySchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/rum?hours=: real-user timings of the last hours; the last answer stays while the next loads. */
export function useRumSummary(hours: number) {
  return useAdminApi(adminApi.rum({ hours }), rumSummarySchema, { keepPrevious: true });
}
