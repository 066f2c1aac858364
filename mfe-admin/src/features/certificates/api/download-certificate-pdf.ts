// GET /admin/certificates/{id}/pdf needs the bearer token, so a plain link cannot download it
// (mfe-shared's downloadFile fetches it with the token, as the lead export does).
import { adminApi } from 'mfe-shared/contracts/admin';
import { downloadFile } from 'mfe-shared/download';

export async function downloadCertificatePdf(id: string, number: string): Promise<void> {
  await downloadFile(adminApi.certificatePdf(id), { accept: 'application/pdf', fallbackName: `${number}.pdf` });
}
