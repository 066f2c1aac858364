// HTTP-layer errors (plugins and routes) the API means to show: `detail` is sent as-is, so it must
// never carry internals. Services and repositories throw domain errors instead (domain/errors.ts).
import type { Detail } from '../domain/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Detail,
    readonly headers: Record<string, string> = {},
    /** Sent beside `detail` like a 422's: a dotted path (`body.slug`) to its message. */
    readonly fields?: Record<string, string>,
  ) {
    super(typeof detail === 'string' ? detail : detail.message);
    this.name = 'HttpError';
  }
}
