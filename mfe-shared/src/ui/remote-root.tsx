// Marks the DOM a remote renders with its name and version, so a person (or a test) can see
// which deployment of which remote is on the page. `data-hydrated` appears once React owns this
// DOM (hydrated from the server's HTML, or rendered on the client): before that, a prerendered
// page is visible but its buttons do nothing yet.
//
// A remote whose page sits in a Suspense boundary (a lazy page chunk) hydrates in two steps: the
// root and its footer first, the page once its chunk arrives. Its root's own effect would mark
// the remote hydrated while the page's buttons are still dead, so such a remote passes
// `waitForContent` and renders <ContentHydrated /> inside the boundary: effects inside a
// boundary run only once that boundary has hydrated.
import { createContext, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';

/** Matches a remote's root once React owns its page (for code that waits for that moment). */
export const HYDRATED_REMOTE_SELECTOR = '[data-remote][data-hydrated]';

const MarkHydrated = createContext<(() => void) | null>(null);

export function RemoteRoot({
  name,
  version,
  waitForContent = false,
  children,
}: {
  name: string;
  version: string;
  waitForContent?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const markHydrated = useCallback(() => ref.current?.setAttribute('data-hydrated', 'true'), []);
  useEffect(() => {
    if (!waitForContent) markHydrated();
  }, [waitForContent, markHydrated]);
  return (
    <MarkHydrated.Provider value={markHydrated}>
      <div ref={ref} data-remote={name} data-remote-version={version} style={{ display: 'contents' }}>
        {children}
      </div>
    </MarkHydrated.Provider>
  );
}

/** Placed inside a RemoteRoot's Suspense boundary: marks the remote hydrated once that content is. */
export function ContentHydrated() {
  const markHydrated = useContext(MarkHydrated);
  useEffect(() => {
    markHydrated?.();
  }, [markHydrated]);
  return null;
}
