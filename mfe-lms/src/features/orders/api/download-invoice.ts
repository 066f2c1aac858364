import { accountApi, type StudentOrder } from '@sap-academy/contracts/account';
import { downloadFile } from 'mfe-shared/download';

/** GET /lms/orders/{id}/invoice: the GST tax invoice PDF (decision 141), fetched with the bearer token and saved. */
export function downloadInvoice(order: StudentOrder): Promise<void> {
  const name = order.invoice_number ? order.invoice_number.replaceAll('/', '-') : String(order.id);
  return downloadFile(accountApi.orderInvoice(order.id), { fallbackName: `tax-invoice-${name}.pdf` });
}
