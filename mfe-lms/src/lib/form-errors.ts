// Where an API error belongs in one of the account forms: a message the API tied to
// a field (a 422's or 409's `fields`, e.g. `body.new_password`: the common-password rule) goes
// under that field; anything else is one line for the whole form. These forms show their errors
// in place rather than as §8's toast, so a person sees the message beside what to correct.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, errorMessage, fieldErrors } from 'mfe-shared';

/** The form-wide message's key in react-hook-form's errors (`errors.root.server`). */
export const FORM_ERROR = 'root.server' as const;

const INPUT_STATUSES = new Set<unknown>([400, 409, 422]);

/**
 * @param formFields the form's fields, named as the API's body names them (`new_password`)
 * @param fallbackField where a message goes when the API named no field (a 409 about the address)
 */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
  fallbackField?: Path<T>,
): void {
  let placed = false;
  for (const [name, message] of Object.entries(fieldErrors(error) ?? {})) {
    if (!(formFields as readonly string[]).includes(name)) continue;
    setError(name as Path<T>, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  if (placed) return;
  // Only a refusal of what was typed is about a field; a throttle, a lost session or a transport
  // failure is about the whole form.
  const aboutInput = error instanceof ApiError && INPUT_STATUSES.has(error.status);
  if (fallbackField && aboutInput) setError(fallbackField, { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
  else setError(FORM_ERROR, { type: 'server', message: errorMessage(error) });
}
