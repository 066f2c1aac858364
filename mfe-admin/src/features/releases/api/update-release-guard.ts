import { adminApi, releaseGuardSchema, type ReleaseGuardInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/releases/guard with the version it was read at: a 409 when someone saved first. */
export function updateReleaseGuard(input: ReleaseGuardInput & { version: number }) {
  return adminFetch(adminApi.releaseGuard(), { method: 'PUT', body: input, schema: releaseGuardSchema });
}
