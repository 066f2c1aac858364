import { adminApi, adminLeadSchema, type LeadUpdate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PATCH /admin/leads/{id} with the version it was read at. */
export function updateLead(id: number, body: LeadUpdate) {
  return adminFetch(adminApi.lead(id), { method: 'PATCH', body, schema: adminLeadSchema });
}
