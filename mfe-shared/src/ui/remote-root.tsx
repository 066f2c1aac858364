// Marks the DOM a remote renders with its name and version, so a person (or a test) can see
// which deployment of which remote is on the page.
import type { ReactNode } from 'react';

export function RemoteRoot({ name, version, children }: { name: string; version: string; children: ReactNode }) {
  return (
    <div data-remote={name} data-remote-version={version} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
