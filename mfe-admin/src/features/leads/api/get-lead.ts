import { adminApi, adminLeadSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** GET /admin/leads/{id}: the lead as stored now (after a stale-version 409). */
export function getLead(id: number) {
  return adminFetch(adminApi.lead(id), { schema: adminLeadSchema });
}
