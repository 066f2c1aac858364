// GET /admin/leads.csv needs the bearer token, so a plain link cannot download it: fetch it
// with the token, then hand the blob to the browser as a file.
import { apiUrl, authStore, ApiError } from 'mfe-shared';
import { api } from '../../config/paths';
import { queryString, type QueryValue } from '../../lib/query-string';

export async function exportLeadsCsv(filters: Record<string, QueryValue>): Promise<void> {
  const token = authStore.getState().token;
  const response = await fetch(apiUrl(`${api.leadsCsv}${queryString(filters)}`), {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    let data: unknown;
    try {
      data = JSON.parse(await response.text());
    } catch {
      data = undefined;
    }
    throw new ApiError(response.status, response.statusText || `Export failed with ${response.status}`, data);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has handed the blob to the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
