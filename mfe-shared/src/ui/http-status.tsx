// Lets a page tell a server render which HTTP status it stands for (the 404 page), so the
// prerendered HTML goes out with that status and crawlers do not index "not found" pages.
// In the browser there is no provider and the hook does nothing.
import { createContext, useContext } from 'react';

export interface HttpStatusRecord {
  code: number;
}

export const HttpStatusContext = createContext<HttpStatusRecord | null>(null);

export function useHttpStatus(code: number): void {
  const record = useContext(HttpStatusContext);
  // Written during render on purpose: a server render runs no effects.
  // eslint-disable-next-line react-hooks/immutability -- the record is the server render's per-request out-parameter, not React state
  if (record) record.code = code;
}
