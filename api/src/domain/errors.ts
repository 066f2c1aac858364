// What a service or repository refuses, said in the business's words. They know nothing of HTTP:
// the error handler (plugins/app/error-handler.ts) is the one place that turns a kind into a
// status code and `{detail}` (decision 124). `detail` is shown to the client as-is, so it must
// never carry internals.
export type Detail = string | { message: string };

/** Each kind answers with one status code; the table lives in the error handler. */
export type DomainErrorKind =
  /** The request cannot be honoured as asked: a wrong code, an unknown payment (400). */
  | 'rejected'
  /** The payment exists but has not completed (402). */
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  /** Somebody else changed it first, or a unique value is taken (409). */
  | 'conflict'
  /** A field breaks a rule the schema cannot express (422, with the field). */
  | 'invalid'
  | 'throttled'
  /** An upload over the size limit (413). */
  | 'too_large'
  /** An upload whose content is not an accepted type (415). */
  | 'unsupported_type'
  /** Something that existed and has expired, as a download link (410). */
  | 'gone'
  /** The payment provider answered with an error (502). */
  | 'provider_failed'
  /** The database or the payment provider cannot be reached; trying again later may work (503). */
  | 'unavailable';

export interface DomainErrorOptions {
  /** A dotted path (`body.slug`) to its message, sent beside `detail` like a 422's. */
  fields?: Record<string, string>;
  /** When trying again makes sense (`retry-after`). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

export class DomainError extends Error {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly kind: DomainErrorKind,
    readonly detail: Detail,
    options: DomainErrorOptions = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'DomainError';
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const notFound = (what: string) => new DomainError('not_found', `${what} not found.`);

/** 409 on a unique value that is taken: the form shows the message at that field. */
export const conflictAt = (field: string, detail: string) => new DomainError('conflict', detail, { fields: { [`body.${field}`]: detail } });

/** 422 at one body field, for a rule the contract's schema cannot check (it needs the database). */
export const invalidAt = (field: string, detail: string) => new DomainError('invalid', detail, { fields: { [`body.${field}`]: detail } });
