import { adminApi, adminCredentialSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/practice-server/credentials/:id/reset: the password was reset on the server; the login is free again (decision 150). */
export function confirmCredentialReset(id: number, password: string) {
  return adminFetch(adminApi.practiceServerCredentialReset(id), { method: 'POST', body: { password }, schema: adminCredentialSchema });
}
