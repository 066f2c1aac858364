// An order's tax invoice needs the bearer token, so a plain link cannot download it: mfe-shared's
// downloadFile fetches it with the token, as the credit notes do (decision 154).
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';

export async function downloadOrderInvoice(orderId: number, number: string): Promise<void> {
  await downloadFile(adminApi.orderInvoice(orderId), { accept: 'application/pdf', fallbackName: `tax-invoice-${number.replace(/\//g, '-')}.pdf` });
}
