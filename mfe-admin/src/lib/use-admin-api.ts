// mfe-shared's useApi, through adminFetch so a read that meets a 401 ends the session too.
import useSWR from 'swr';
import type { ZodType } from 'zod';
import { adminFetch } from './api';

/** `keepPrevious`: a list keeps showing its last page while the next one loads. */
export function useAdminApi<T>(path: string | null, schema: ZodType<T>, { keepPrevious = false } = {}) {
  return useSWR<T>(path, (p: string) => adminFetch(p, { schema }), { keepPreviousData: keepPrevious });
}
