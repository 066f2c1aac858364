// A file the API only gives to its owner (a receipt PDF): fetched with the bearer token the API
// client would send, then saved through an object URL under the server's filename. A plain link
// cannot carry the Authorization header.
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

export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const token = authStore.getState().token;
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(FETCH_ERROR, error instanceof Error ? error.message : 'Network request failed.');
  }
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
  const blob = await response.blob();
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
