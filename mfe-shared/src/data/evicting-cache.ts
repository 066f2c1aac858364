// SWR cache that keeps an entry 60 s after its last use (SPEC §4 "Query data is kept 60
// seconds after last use", §9). "Use" = a mounted component reading the key: the data
// middleware retains a key on mount and releases it on unmount; the last release starts the
// clock, a new retain stops it.
import type { Cache, State } from 'swr';

export const KEEP_UNUSED_MS = 60_000; // §9 query cache keep-unused time

export interface EvictingCache extends Cache {
  retain(key: string): void;
  release(key: string): void;
}

export function createEvictingCache(keepUnusedMs = KEEP_UNUSED_MS): EvictingCache {
  const entries = new Map<string, State>();
  const users = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const cancel = (key: string) => {
    const timer = timers.get(key);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(key);
  };

  return {
    keys: () => entries.keys(),
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
    delete: (key) => {
      cancel(key);
      entries.delete(key);
    },
    retain(key) {
      cancel(key);
      users.set(key, (users.get(key) ?? 0) + 1);
    },
    release(key) {
      const left = (users.get(key) ?? 1) - 1;
      if (left > 0) {
        users.set(key, left);
        return;
      }
      users.delete(key);
      cancel(key);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          entries.delete(key);
        }, keepUnusedMs),
      );
    },
  };
}
