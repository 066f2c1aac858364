// A multipart POST on the portal's usual terms: mfe-shared's apiFetch sends JSON only, and a
// student's assignment carries files (decision 134). This sends the same bearer token and turns a
// refusal into the same ApiError with the API's {detail}, so screens show it as any other. In the
// api folder, as the portal calls the API from there only (decision 016).
import type { ZodType } from 'zod';
import { ApiError, apiUrl, authStore, FETCH_ERROR, parseResponse, PARSING_ERROR, TIMEOUT_ERROR } from 'mfe-shared';

/** Five files of up to 20 MB can take far longer to send than a JSON body (REQUEST_TIMEOUT_MS). */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** POST `body` as multipart/form-data; the browser sets the boundary, so no Content-Type here. */
export async function postMultipart<T>(path: string, body: FormData, schema: ZodType<T>): Promise<T> {
  const token = authStore.getState().token;
  const timeout = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
      signal: timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(TIMEOUT_ERROR, 'The server took too long to answer.');
    throw new ApiError(FETCH_ERROR, error instanceof Error ? error.message : 'Network request failed.');
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      // A proxy's HTML page for a 413 is still a refusal with its status; only a success must parse.
      if (response.ok) throw new ApiError(PARSING_ERROR, 'The server sent a response that could not be read.', text);
      data = text;
    }
  }
  if (!response.ok) throw new ApiError(response.status, response.statusText || `Request failed with ${response.status}`, data);
  return parseResponse(schema, data);
}
