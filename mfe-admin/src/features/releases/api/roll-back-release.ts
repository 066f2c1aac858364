import { adminApi, adminChannelSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/releases/:remote/rollback with the channel's version: drops the candidate, or stable goes back one build (409 when stale or nothing to go back to). */
export function rollBackRelease(remote: string, version: number) {
  return adminFetch(adminApi.releaseRollback(remote), { method: 'POST', body: { version }, schema: adminChannelSchema });
}
