import { useApi } from 'mfe-shared';
import { publicCertificateSchema, siteApi } from 'mfe-shared/contracts';

/** GET /site/certificates/:id (no session), for a page the server did not render with it; null skips it. */
export function useCertificate(id: string | null) {
  return useApi(id ? siteApi.certificate(id) : null, publicCertificateSchema);
}
