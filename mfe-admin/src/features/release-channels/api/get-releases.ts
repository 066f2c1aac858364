import { adminApi, adminReleasesResponseSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/releases?page=: every remote's channel and one page of the release history, newest first. */
export function useReleases(page = 1) {
  return useAdminApi(adminApi.releases({ page }), adminReleasesResponseSchema, { keepPrevious: true });
}
