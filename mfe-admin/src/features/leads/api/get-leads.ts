import { LEAD_TYPES } from 'mfe-shared/contracts';
import { LEAD_STATUSES, LINES_OF_BUSINESS, adminApi, adminLeadListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

export const DUE_VIEWS = ['today'] as const;

/** GET /admin/leads: sorted, paged and filtered on the server; newest first. */
export function useLeads() {
  return useList(adminApi.leads(), adminLeadListResponseSchema, {
    // `due`: the pipeline's "Due today" view (decision 145), kept in the URL like every filter.
    filters: {
      type: LEAD_TYPES,
      status: LEAD_STATUSES,
      from: 'day',
      to: 'day',
      utm_source: 'text',
      q: 'text',
      line_of_business: LINES_OF_BUSINESS,
      due: DUE_VIEWS,
    },
    sort: '-created_at',
    sorts: ['created_at', 'name', 'status', 'next_action_on'],
  });
}
