// Transport failures carry the statuses of SPEC §8 instead of an HTTP code.
export const FETCH_ERROR = 'FETCH_ERROR';
export const TIMEOUT_ERROR = 'TIMEOUT_ERROR';
export const PARSING_ERROR = 'PARSING_ERROR';

export type ApiErrorStatus = number | typeof FETCH_ERROR | typeof TIMEOUT_ERROR | typeof PARSING_ERROR;

export class ApiError extends Error {
  readonly status: ApiErrorStatus;
  readonly data: unknown;

  constructor(status: ApiErrorStatus, message: string, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

/** The text a person should see: the response's `detail` when it is a string (§8). */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const detail = (error.data as { detail?: unknown } | undefined)?.detail;
    if (typeof detail === 'string') return detail;
    if (detail && typeof detail === 'object' && typeof (detail as { message?: unknown }).message === 'string') {
      return (detail as { message: string }).message;
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The fields a refusal names, by the form's own field names: the API reports a 422's (or 409's)
 * `fields` by request path (`{'body.slug': '…'}`), every form names the field `slug`. Null when
 * the answer names no field, so the caller shows `errorMessage` for the whole form instead.
 */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError)) return null;
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return null;
  const entries = Object.entries(fields as Record<string, unknown>)
    .filter(([, message]) => typeof message === 'string')
    .map(([path, message]) => [path.replace(/^body\./, ''), message as string]);
  return entries.length ? Object.fromEntries(entries) : null;
}
