import { LEAD_TYPES } from 'mfe-shared/contracts';
import { LEAD_STATUSES, adminApi, adminLeadListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/leads: sorted, paged and filtered on the server; newest first. */
export function useLeads() {
  return useList(adminApi.leads(), adminLeadListResponseSchema, {
    filters: { type: LEAD_TYPES, status: LEAD_STATUSES, from: 'day', to: 'day', utm_source: 'text', q: 'text' },
    sort: '-created_at',
    sorts: ['created_at', 'name', 'status'],
  });
}
