import { z } from 'zod';
import { adminApi } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** DELETE /admin/companies/{id}/admins/{userId}: 204. */
export function removeCompanyAdmin(companyId: number, userId: number) {
  return adminFetch(adminApi.companyAdmin(companyId, userId), { method: 'DELETE', schema: z.unknown() });
}
