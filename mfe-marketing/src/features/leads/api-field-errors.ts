// The API names a refused field by its dotted request path (`body.name`, decision: one 422
// shape, {detail, fields}); the lead forms name it `name`. This maps one to the other so each
// message lands under the field it is about, and says whether any did.
import { ApiError } from 'mfe-shared';

/**
 * The API's field messages keyed by the form's own field names, for the fields the form has.
 * A path under `body.` is the request body's field; a bare name is accepted too.
 */
export function apiFieldErrors<F extends string>(error: unknown, formFields: readonly F[]): Partial<Record<F, string>> {
  const fields = error instanceof ApiError ? (error.data as { fields?: unknown } | undefined)?.fields : undefined;
  const found: Partial<Record<F, string>> = {};
  if (!fields || typeof fields !== 'object') return found;
  for (const [path, message] of Object.entries(fields as Record<string, unknown>)) {
    const name = path.startsWith('body.') ? path.slice('body.'.length) : path;
    if (typeof message === 'string' && (formFields as readonly string[]).includes(name)) found[name as F] ??= message;
  }
  return found;
}
