// A credit note's PDF needs the bearer token, so a plain link cannot download it: mfe-shared's
// downloadFile fetches it with the token, as the invoices CSV does (decision 142).
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';

export async function downloadCreditNote(id: number, number: string): Promise<void> {
  await downloadFile(adminApi.creditNote(id), { accept: 'application/pdf', fallbackName: `credit-note-${number.replace(/\//g, '-')}.pdf` });
}
