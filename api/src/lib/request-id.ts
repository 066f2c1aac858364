// Request ids across services: the API logs each request under the id its caller sent
// in X-Request-Id and answers with it, so a page's lines in the page server's, nginx's and the
// API's logs share one id. The header is the caller's text, so only a short id of safe characters
// is taken; anything else (or none) gets a new UUID.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}
