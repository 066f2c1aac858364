// Reading an API path with SWR, parsed with a shared zod contract. `null` skips the call
// (SPEC §7: the class call is "skipped until both ids exist"). A path the shell prefetched
// with the current-user check (portal-prefetch.ts) is answered from that request.
import { useCallback, useContext, useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { ZodType } from 'zod';
import { apiFetch, parseResponse } from '../api/api-client';
import { FallbackAnswersContext } from './data-provider';
import { dropPrefetched, PREFETCH_TTL_MS, takePrefetched } from './portal-prefetch';

/**
 * Whether a hook mounting now with one of the page's embedded answers may skip SWR's revalidation
 * on mount. Those answers are the API's, fetched for this very page load (decision 031; the page
 * is `no-store`). Revalidating them learnt nothing new, but parsed the answer again and
 * re-rendered the screen twice, synchronously, in the frame after hydration: 15–28 ms on the
 * signed-in list, ×4 in Lighthouse. So it is skipped for the page's first 10 s (the prefetch
 * window), and on the server, where SWR never revalidates, so that both first renders agree. A
 * hook that mounts later revalidates as before; a change's revalidation always asks the API.
 */
export function embeddedAnswersFresh(now: number | null = typeof window === 'undefined' ? null : performance.now()): boolean {
  return now === null || now < PREFETCH_TTL_MS;
}

export function useApi<T>(path: string | null, schema: ZodType<T>): SWRResponse<T> {
  // A signed-in page's answer for this path (decision 031), parsed as a fetched one is; an answer
  // the contract refuses is no answer (the page then loads it as usual, on both sides alike).
  const answers = useContext(FallbackAnswersContext);
  const raw = path === null ? undefined : answers?.[path];
  const fallbackData = useMemo(() => {
    if (raw === undefined) return undefined;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  }, [raw, schema]);
  const result = useSWR<T>(
    path,
    (p: string) => {
      const fetchNow = () => apiFetch(p, { schema });
      return takePrefetched(p, (data) => parseResponse(schema, data), fetchNow) ?? fetchNow();
    },
    fallbackData === undefined ? undefined : { fallbackData, revalidateOnMount: !embeddedAnswersFresh() },
  );
  // A screen's own refresh (a retry, after a change) asks the API, never a prefetched answer. One
  // function per key and SWR mutator, as SWR's own is stable: screens list it in effects' deps.
  const swrMutate = result.mutate;
  const mutate = useCallback(
    (...args: Parameters<typeof swrMutate>) => {
      if (path !== null) dropPrefetched((key) => key === path);
      return swrMutate(...args);
    },
    [path, swrMutate],
  ) as typeof swrMutate;
  // SWR says `isLoading` while its first request of a key runs even when its fallback already
  // answers that key (a page the server rendered signed in, decision 031): a screen that waits
  // for it would render "Loading..." over data it has. Data in hand is not loading.
  // Getters, as SWR's own result: a screen re-renders only for what it reads.
  return {
    get data() {
      return result.data;
    },
    get error() {
      return result.error as unknown;
    },
    get isValidating() {
      return result.isValidating;
    },
    get isLoading() {
      return result.isLoading && result.data === undefined;
    },
    mutate,
  };
}
