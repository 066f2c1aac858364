import { adminApi, adminLeadListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/leads: sorted, paged and filtered on the server; newest first. */
export function useLeads() {
  return useList(adminApi.leads(), adminLeadListResponseSchema, { type: '', status: '', from: '', to: '', utm_source: '', q: '' }, '-created_at');
}
