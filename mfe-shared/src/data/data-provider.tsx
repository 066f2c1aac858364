// The one SWR configuration of the site (shell and standalone remotes). swr is a shared
// singleton, so a remote's hooks under the shell's tree use this provider and its cache.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SWRConfig, type Middleware, unstable_serialize, useSWRConfig } from 'swr';
import { apiFetch } from '../api/api-client';
import { ApiError } from '../api/api-error';
import { createEvictingCache, type EvictingCache } from './evicting-cache';
import { keyHasTag, type Tag } from './tags';
import { clearPrefetched, dropPrefetched } from './portal-prefetch';
import { readEmbeddedSignedInData, SignedInDataContext } from './signed-in-data';

let sharedCache: EvictingCache | null = null;
/** The answers a signed-in page was rendered with (decision 031), read once; undefined: not yet. */
let embeddedAnswers: Record<string, unknown> | null | undefined;

function browserFallback(): Record<string, unknown> | null {
  if (embeddedAnswers === undefined) {
    const signedIn = readEmbeddedSignedInData();
    embeddedAnswers = signedIn ? { ...signedIn.answers } : null;
  }
  return embeddedAnswers;
}

/** For tests: the next provider starts with an empty cache. */
export function resetDataCache(): void {
  sharedCache = null;
  embeddedAnswers = undefined;
}

/** The site's one cache: the first provider makes it (and the next one after resetDataCache). */
function currentDataCache(): EvictingCache {
  sharedCache ??= createEvictingCache();
  return sharedCache;
}

/** Forgets every cached answer: after a logout nothing of the last student stays in memory. */
export function clearDataCache(): void {
  clearPrefetched();
  // SWR reads the fallback object on every render: emptied, no page shows the last student's answers.
  // Not read yet: it never will be, the page's answers are the last student's.
  if (embeddedAnswers) for (const key of Object.keys(embeddedAnswers)) delete embeddedAnswers[key];
  else embeddedAnswers = null;
  if (!sharedCache) return;
  for (const key of [...sharedCache.keys()]) sharedCache.delete(key);
}

function retainMiddleware(cache: EvictingCache): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const serialized = key ? unstable_serialize(key) : '';
    useEffect(() => {
      if (!serialized) return undefined;
      cache.retain(serialized);
      return () => cache.release(serialized);
    }, [serialized]);
    return useSWRNext(key, fetcher, config);
  };
}

// 4xx answers will not change by asking again; transport failures and 5xx may.
const shouldRetry = (error: unknown) => !(error instanceof ApiError && typeof error.status === 'number' && error.status < 500);

/**
 * The answers a signed-in page was rendered with (decision 031), by API path: `useApi` parses the
 * one of its path with its contract and gives it to SWR as that hook's `fallbackData`, so the
 * server's render and the browser's first render see the same parsed data (defaults and
 * transforms applied) as a fetched answer would be.
 */
export const FallbackAnswersContext = createContext<Readonly<Record<string, unknown>> | null>(null);

export function DataProvider({ children }: { children: ReactNode }) {
  // A provider keeps the cache it started with, even across resetDataCache.
  const [cache] = useState(currentDataCache);
  // A signed-in page rendered on the server (decision 031): its answers are what useApi returns
  // for those paths, so the server's HTML has the student's data and never the skeleton.
  // In the browser, the same answers from the page (readEmbeddedSignedInData), for hydration.
  const fromServer = useContext(SignedInDataContext);
  const [fallback] = useState(() => fromServer?.answers ?? browserFallback());
  const value = useMemo(
    () => ({
      provider: () => cache,
      use: [retainMiddleware(cache)],
      fetcher: (path: string) => apiFetch(path),
      revalidateOnFocus: false,
      shouldRetryOnError: shouldRetry,
      errorRetryCount: 2,
    }),
    [cache],
  );
  return (
    <SWRConfig value={value}>
      <FallbackAnswersContext.Provider value={fallback}>{children}</FallbackAnswersContext.Provider>
    </SWRConfig>
  );
}

/**
 * `const invalidate = useInvalidateTags(); await invalidate(['Courses'])`. What was prefetched for
 * those keys goes first: it was fetched before the change, and the revalidation must ask the API.
 */
export function useInvalidateTags() {
  const { mutate } = useSWRConfig();
  return (tags: readonly Tag[]) => {
    dropPrefetched((path) => keyHasTag(path, tags));
    return mutate((key) => keyHasTag(key, tags));
  };
}
