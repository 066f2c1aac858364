// The API names a refused field by its request path (`body.name`); mfe-shared's `fieldErrors`
// turns that into the form's name. This keeps the fields this form has, so each message lands
// under the field it is about, and an empty answer says none did.
import { fieldErrors } from 'mfe-shared';

/** The API's field messages keyed by the form's own field names, for the fields the form has. */
export function apiFieldErrors<F extends string>(error: unknown, formFields: readonly F[]): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const [name, message] of Object.entries(fieldErrors(error) ?? {})) {
    if ((formFields as readonly string[]).includes(name)) found[name as F] = message;
  }
  return found;
}
