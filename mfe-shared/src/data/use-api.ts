// Reading an API path with SWR, parsed with a shared zod contract. `null` skips the call
// (SPEC §7: the class call is "skipped until both ids exist").
import useSWR from 'swr';
import type { ZodType } from 'zod';
import { apiFetch } from '../api/api-client';

export function useApi<T>(path: string | null, schema: ZodType<T>) {
  return useSWR<T>(path, (p: string) => apiFetch(p, { schema }));
}
