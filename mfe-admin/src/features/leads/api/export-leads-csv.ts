// GET /admin/leads.csv needs the bearer token, so a plain link cannot download it (mfe-shared's
// downloadFile fetches it with the token). The file is streamed from the database, so it gets a
// longer wait than an ordinary request.
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';
import { queryString, type QueryValue } from '../../../lib/query-string';

const EXPORT_TIMEOUT_MS = 120_000;

export async function exportLeadsCsv(filters: Record<string, QueryValue>): Promise<void> {
  await downloadFile(`${adminApi.leadsCsv()}${queryString(filters)}`, {
    accept: 'text/csv',
    fallbackName: `leads-${new Date().toISOString().slice(0, 10)}.csv`,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}
