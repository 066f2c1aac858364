// False while React hydrates server HTML (and on the server), true afterwards and for every
// client-only render. Lets a component render on its first client pass exactly what the server
// sent, then switch to what only the browser can know, without a hydration mismatch.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
