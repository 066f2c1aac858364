import { adminApi, adminChannelSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/releases/:remote/promote with the channel's version: the candidate becomes stable for everyone (409 when stale). */
export function promoteRelease(remote: string, version: number) {
  return adminFetch(adminApi.releasePromote(remote), { method: 'POST', body: { version }, schema: adminChannelSchema });
}
