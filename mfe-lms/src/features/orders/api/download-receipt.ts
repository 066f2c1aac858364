import { accountApi, type StudentOrder } from '@sap-academy/contracts/account';
import { downloadFile } from 'mfe-shared/download';

/** GET /lms/orders/{id}/receipt: the PDF, fetched with the bearer token and saved. */
export function downloadReceipt(order: StudentOrder): Promise<void> {
  return downloadFile(accountApi.orderReceipt(order.id), { fallbackName: `receipt-${order.receipt_number ?? order.id}.pdf` });
}
