// GET /admin/invoices/gstr1?month=2026-11 (decision 153): the month as a GSTR-1-shaped JSON. Like
// the CSV it needs the bearer token, so mfe-shared's downloadFile fetches it and saves it under the
// API's name (GSTR1_<gstin>_<MMYYYY>.json).
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';

export async function exportInvoicesGstr1(month: string): Promise<void> {
  await downloadFile(adminApi.invoicesGstr1({ month }), { accept: 'application/json', fallbackName: `GSTR1-${month}.json` });
}
