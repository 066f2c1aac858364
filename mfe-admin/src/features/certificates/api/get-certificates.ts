import { CERTIFICATE_STATUSES } from 'mfe-shared/contracts';
import { adminApi, adminCertificateListSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/certificates: searched, filtered and paged on the server; newest first. */
export function useCertificates() {
  return useList(adminApi.certificates(), adminCertificateListSchema, {
    filters: { status: CERTIFICATE_STATUSES, q: 'text' },
    sorts: ['issued_at', 'number', 'name'],
  });
}
