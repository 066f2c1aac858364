import { adminApi, adminCredentialSchema, type CredentialInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/practice-server/credentials: a login into the pool; waiting students are served first (decision 150). */
export function addCredential(body: CredentialInput) {
  return adminFetch(adminApi.practiceServerCredentials(), { method: 'POST', body, schema: adminCredentialSchema });
}
