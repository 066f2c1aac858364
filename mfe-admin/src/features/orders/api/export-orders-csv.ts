// GET /admin/orders.csv with the list's filters (decision 026). It needs the bearer token, so
// mfe-shared's downloadFile fetches it; the file is streamed from the database, so it gets a
// longer wait than an ordinary request.
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';
import { queryString, type QueryValue } from '../../../lib/query-string';

const EXPORT_TIMEOUT_MS = 120_000;

export async function exportOrdersCsv(filters: Record<string, QueryValue>): Promise<void> {
  await downloadFile(`${adminApi.ordersCsv()}${queryString(filters)}`, {
    accept: 'text/csv',
    fallbackName: `orders-${new Date().toISOString().slice(0, 10)}.csv`,
    timeoutMs: EXPORT_TIMEOUT_MS,
  });
}
