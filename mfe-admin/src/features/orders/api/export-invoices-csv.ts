// GET /admin/invoices.csv?month=2026-11 (decision 141) needs the bearer token, so a plain link cannot
// download it: mfe-shared's downloadFile fetches it with the token and saves it under the API's name.
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';

export async function exportInvoicesCsv(month: string): Promise<void> {
  await downloadFile(adminApi.invoicesCsv({ month }), { accept: 'text/csv', fallbackName: `invoices-${month}.csv` });
}
