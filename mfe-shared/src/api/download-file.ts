// A file the API gives only to a signed-in user (a student's receipt PDF, the back office's lead
// export): fetched with the bearer token the API client would send, then saved through an object
// URL. A plain link cannot carry the Authorization header. Its own entry (mfe-shared/download), so
// the pages that never download carry none of it. It imports the store and the client through the
// package's own name: as a shared module of its own, a relative import would bundle a second auth
// store with no token in it.
import { ApiError, apiUrl, authStore, FETCH_ERROR, REQUEST_TIMEOUT_MS } from 'mfe-shared';

/** The filename of a Content-Disposition header (RFC 6266: `filename*` wins over `filename`). */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain filename
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name || null;
}

export interface DownloadOptions {
  /** Used when the answer names no file. */
  fallbackName: string;
  /** The Accept header, for an endpoint that can answer in more than one type. */
  accept?: string;
  /** A streamed export may take longer than an ordinary request. */
  timeoutMs?: number;
}

export async function downloadFile(path: string, { fallbackName, accept, timeoutMs = REQUEST_TIMEOUT_MS }: DownloadOptions): Promise<void> {
  const token = authStore.getState().token;
  let response: Response;
  let blob: Blob;
  try {
    response = await fetch(apiUrl(path), {
      headers: { ...(accept ? { Accept: accept } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      // Errors are JSON {detail} like every other answer of the API.
      const text = await response.text().catch(() => '');
      let data: unknown = undefined;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        data = text;
      }
      throw new ApiError(response.status, response.statusText || `Request failed with ${response.status}`, data);
    }
    blob = await response.blob();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(FETCH_ERROR, error instanceof Error ? error.message : 'Network request failed.');
  }
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = filenameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Revoked after the click has handed the blob to the browser's download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
