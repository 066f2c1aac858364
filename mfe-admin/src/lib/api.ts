// The back office's calls go through mfe-shared's one client (bearer token, JSON, timeouts);
// this adds what staff screens need on top: a 401 ends the session on this device (the gate
// then shows the sign-in form), and a 409/422 that names fields lands on those form fields.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ZodType } from 'zod';
import {
  ApiError,
  apiFetch,
  apiUrl,
  authStore,
  errorMessage,
  FETCH_ERROR,
  fieldErrors,
  parseResponse,
  TOKEN_STORAGE_KEY,
  toast,
  type ApiRequest,
} from 'mfe-shared';

export const SESSION_ENDED = 'Your session has ended. Sign in again to continue.';

export async function adminFetch<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<T> {
  try {
    return await apiFetch(path, request);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession();
    throw error;
  }
}

/** A file can take longer to send than a JSON body. */
const UPLOAD_TIMEOUT_MS = 120_000;

/**
 * POST one file as multipart `file` (the API's uploads, decisions 131 and 132). mfe-shared's client
 * sends JSON only; this sends the same bearer token, and a refusal is the same ApiError with the
 * API's {detail}, so screens show it as they show any other. `fields` go before the file: the API
 * reads the fields that arrived before the file part (the offline payment's form).
 */
export async function adminUpload<T>(path: string, file: File, schema: ZodType<T>, fields: Record<string, string> = {}): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  const token = authStore.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(FETCH_ERROR, error instanceof Error ? error.message : 'Network request failed.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    if (response.status === 401) endSession();
    throw new ApiError(response.status, response.statusText || `Request failed with ${response.status}`, data);
  }
  return parseResponse(schema, data);
}

function endSession(): void {
  if (!authStore.getState().user) return;
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // storage blocked: the store is cleared anyway
  }
  authStore.getState().clearSession();
  toast.error(SESSION_ENDED);
}

export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409;

/** Any failed call: a toast with the API's `detail` (SPEC §8), except a 401 (already announced). */
export function toastError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  toast.error(errorMessage(error));
}

/**
 * A failed save: field errors go to their fields, a 409 without fields is a stale version
 * (`onStale` shows it with a Reload), anything else is a toast.
 */
export function handleSaveError<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, onStale: (message: string) => void): void {
  const fields = fieldErrors(error);
  if (fields) {
    for (const [name, message] of Object.entries(fields)) setError(name as Path<T>, { type: 'server', message }, { shouldFocus: true });
    return;
  }
  if (isConflict(error)) {
    onStale(errorMessage(error));
    return;
  }
  toastError(error);
}
