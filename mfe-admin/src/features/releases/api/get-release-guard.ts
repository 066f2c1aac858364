import { adminApi, releaseGuardSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/releases/guard: the automatic rollback's settings with their version. */
export function useReleaseGuard() {
  return useAdminApi(adminApi.releaseGuard(), releaseGuardSchema);
}
