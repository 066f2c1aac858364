// Marks the DOM a remote renders with its name and version, so a person (or a test) can see
// which deployment of which remote is on the page. `data-hydrated` appears once React owns this
// DOM (hydrated from the server's HTML, or rendered on the client): before that, a prerendered
// page is visible but its buttons do nothing yet.
import { useEffect, useRef, type ReactNode } from 'react';

export function RemoteRoot({ name, version, children }: { name: string; version: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('data-hydrated', 'true');
  }, []);
  return (
    <div ref={ref} data-remote={name} data-remote-version={version} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
