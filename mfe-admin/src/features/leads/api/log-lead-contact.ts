import { adminApi, adminLeadDetailSchema, type LeadContactRequest } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/leads/{id}/contacts: a WhatsApp chat opened or a call made. */
export function logLeadContact(id: number, body: LeadContactRequest) {
  return adminFetch(adminApi.leadContacts(id), { method: 'POST', body, schema: adminLeadDetailSchema });
}
