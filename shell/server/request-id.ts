// Request ids across services (decision 116): the page server takes the id nginx (or any
// caller) sent in X-Request-Id when it is a plausible id, else makes one, logs under it, returns
// it, and sends it on to the API with the site-data call the page needed. The same rule as the
// API's (api/src/lib/request-id.ts): the header is a caller's text, so only safe characters pass.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
