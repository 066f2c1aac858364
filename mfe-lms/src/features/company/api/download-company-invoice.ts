import { downloadFile } from 'mfe-shared/download';
import { companyApi } from '@sap-academy/contracts/paths';

/** GET /lms/company/:companyId/orders/:orderId/invoice with the bearer token, saved as a PDF (decision 154). */
export function downloadCompanyInvoice(companyId: number, orderId: number, number: string) {
  return downloadFile(companyApi.companyOrderInvoice(companyId, orderId), {
    accept: 'application/pdf',
    fallbackName: `tax-invoice-${number.replace(/\//g, '-')}.pdf`,
  });
}
