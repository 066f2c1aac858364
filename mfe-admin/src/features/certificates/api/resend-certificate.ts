import { adminApi, adminCertificateSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/certificates/{id}/resend: the student's certificate e-mail queued again (a revoked one is a 409). */
export function resendCertificate(id: string) {
  return adminFetch(adminApi.certificateResend(id), { method: 'POST', body: {}, schema: adminCertificateSchema });
}
