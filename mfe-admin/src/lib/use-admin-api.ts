// mfe-shared's useApi, through adminFetch so a read that meets a 401 ends the session too.
import useSWR from 'swr';
import type { ZodType } from 'zod';
import { adminFetch } from './api';

/**
 * `keepPrevious`: a list keeps showing its last page while the next one loads. `revision`: part of
 * the cache key, so a read that depends on another record's version (its audit trail) is fetched
 * again when that version moves, instead of being deduplicated with the read before the change.
 */
export function useAdminApi<T>(
  path: string | null,
  schema: ZodType<T>,
  { keepPrevious = false, revision }: { keepPrevious?: boolean; revision?: number | string } = {},
) {
  return useSWR<T>(
    path === null ? null : revision === undefined ? path : [path, revision],
    (key: string | [string, number | string]) => adminFetch(typeof key === 'string' ? key : key[0], { schema }),
    { keepPreviousData: keepPrevious },
  );
}
