import { adminApi, releaseComparisonSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/**
 * GET /admin/releases/:remote/comparison: stable vs candidate over the guard's window, and the
 * verdict. `revision` (the channel's version) reads it again after a release moves the channel.
 */
export function useReleaseComparison(remote: string, revision: number) {
  return useAdminApi(adminApi.releaseComparison(remote), releaseComparisonSchema, { revision });
}
