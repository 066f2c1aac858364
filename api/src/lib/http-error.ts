// Errors the API means to show: `detail` is sent as-is, so it must never carry internals.
export type Detail = string | { message: string };

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

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);

/** 409 on a unique value that is taken: the form shows the message at that field. */
export const conflictAt = (field: string, detail: string) => new HttpError(409, detail, {}, { [`body.${field}`]: detail });
