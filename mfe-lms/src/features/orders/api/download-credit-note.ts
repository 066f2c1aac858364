import { accountApi, type StudentOrder } from '@sap-academy/contracts/account';
import { downloadFile } from 'mfe-shared/download';

/** GET /lms/orders/{id}/credit-notes/{creditNoteId}: a GST credit note PDF of a refund (decision 142), fetched with the bearer token and saved. */
export function downloadCreditNote(order: StudentOrder, note: { id: number; number: string }): Promise<void> {
  return downloadFile(accountApi.orderCreditNote(order.id, note.id), { fallbackName: `credit-note-${note.number.replaceAll('/', '-')}.pdf` });
}
