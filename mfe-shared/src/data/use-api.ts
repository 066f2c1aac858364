// Reading an API path with SWR, parsed with a shared zod contract. `null` skips the call
// (SPEC §7: the class call is "skipped until both ids exist"). A path the shell prefetched
// with the current-user check (portal-prefetch.ts) is answered from that request.
import useSWR from 'swr';
import type { ZodType } from 'zod';
import { apiFetch, parseResponse } from '../api/api-client';
import { takePrefetched } from './portal-prefetch';

export function useApi<T>(path: string | null, schema: ZodType<T>) {
  return useSWR<T>(path, (p: string) => {
    const fetchNow = () => apiFetch(p, { schema });
    return takePrefetched(p, (data) => parseResponse(schema, data), fetchNow) ?? fetchNow();
  });
}
