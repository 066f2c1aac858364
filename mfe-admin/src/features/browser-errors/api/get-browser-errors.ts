import { REMOTES } from 'mfe-shared';
import { BROWSER_ERROR_NO_REMOTE, adminApi, browserErrorListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** The remotes the filter offers: the site's parts, the shell's own errors and unknown scripts. */
export const BROWSER_ERROR_REMOTES = [...Object.values(REMOTES), BROWSER_ERROR_NO_REMOTE, 'other'] as const;

/** GET /admin/browser-errors: newest last_seen first, paged on the server (decision 144). */
export function useBrowserErrors() {
  return useList(adminApi.browserErrors(), browserErrorListResponseSchema, { filters: { remote: BROWSER_ERROR_REMOTES } });
}
