import { adminApi, adminCertificateSchema, type CertificateRevoke } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/certificates/{id}/revoke: answers the certificate as it now is (a second revoke is a 409). */
export function revokeCertificate(id: string, body: CertificateRevoke) {
  return adminFetch(adminApi.certificateRevoke(id), { method: 'POST', body, schema: adminCertificateSchema });
}
