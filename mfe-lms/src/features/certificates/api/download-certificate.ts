import type { MyCertificate } from '@sap-academy/contracts/certificates';
import { lmsApi } from '@sap-academy/contracts/paths';
import { downloadFile } from 'mfe-shared/download';

/** GET /lms/certificates/{id}/pdf: the owner's PDF, fetched with the bearer token and saved (410 once revoked, 429 when asked too often). */
export function downloadCertificate(certificate: Pick<MyCertificate, 'id' | 'number'>): Promise<void> {
  return downloadFile(lmsApi.certificatePdf(certificate.id), { fallbackName: `certificate-${certificate.number}.pdf` });
}
