import { adminApi, browserErrorListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/browser-errors: newest last_seen first, paged, optionally of one remote (decision 144). */
export function useBrowserErrors() {
  return useList(adminApi.browserErrors(), browserErrorListResponseSchema, { filters: { remote: 'text' } });
}
