// SPEC §8 generic handler: a 422 is only logged; any other error shows an error toast with
// the response's data.detail if present, else the error message.
import { ApiError, errorMessage, toast } from 'mfe-shared';

export function handleApiError(error: unknown): void {
  if (error instanceof ApiError && error.status === 422) {
    console.warn('[api] validation error', error.data);
    return;
  }
  toast.error(errorMessage(error));
}
