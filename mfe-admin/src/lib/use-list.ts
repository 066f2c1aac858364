// A server-side list: page, page size, sort and filters become the query string of one GET,
// read with swr; changing a filter or the sort goes back to page 1.
import { useState } from 'react';
import type { ZodType } from 'zod';
import { DEFAULT_PAGE_SIZE } from 'mfe-shared/contracts/admin';
import { useAdminApi } from './use-admin-api';
import { queryString, type QueryValue } from './query-string';

export interface ListState<F> {
  page: number;
  pageSize: number;
  sort: string | undefined;
  filters: F;
}

export function useList<T, F extends Record<string, QueryValue>>(path: string, schema: ZodType<T>, initialFilters: F, initialSort?: string) {
  const [state, setState] = useState<ListState<F>>({ page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: initialSort, filters: initialFilters });
  const query = queryString({ ...state.filters, sort: state.sort, page: state.page, page_size: state.pageSize });
  const result = useAdminApi<T>(`${path}${query}`, schema, { keepPrevious: true });
  return {
    ...result,
    state,
    setPage: (page: number) => setState((s) => ({ ...s, page })),
    setPageSize: (pageSize: number) => setState((s) => ({ ...s, pageSize, page: 1 })),
    setSort: (sort: string | undefined) => setState((s) => ({ ...s, sort, page: 1 })),
    setFilter: <K extends keyof F>(key: K, value: F[K]) => setState((s) => ({ ...s, filters: { ...s.filters, [key]: value }, page: 1 })),
  };
}
