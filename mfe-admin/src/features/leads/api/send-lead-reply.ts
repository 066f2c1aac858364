import { adminApi, adminLeadDetailSchema, type LeadReplyRequest } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/leads/{id}/reply: one mail per `key`, so a double click sends one. */
export function sendLeadReply(id: number, body: LeadReplyRequest) {
  return adminFetch(adminApi.leadReply(id), { method: 'POST', body, schema: adminLeadDetailSchema });
}
