// A server-side list: its page, page size, sort and filters from the URL (use-list-params.ts,
// decision 026) become the query string of one GET, read with swr.
import type { ZodType } from 'zod';
import { useAdminApi } from './use-admin-api';
import { queryString } from './query-string';
import type { FilterKind, ListSpec } from './list-url-state';
import { useListParams } from './use-list-params';

export type { FilterKind, ListSpec, ListState } from './list-url-state';
export { SEARCH_DEBOUNCE_MS } from './use-list-params';

export function useList<T, F extends Record<string, FilterKind>>(path: string, schema: ZodType<T>, spec: ListSpec<F>) {
  const list = useListParams(spec);
  const { filters, sort, page, pageSize } = list.applied;
  const result = useAdminApi<T>(`${path}${queryString({ ...filters, sort, page, page_size: pageSize })}`, schema, { keepPrevious: true });
  return { ...result, ...list };
}
