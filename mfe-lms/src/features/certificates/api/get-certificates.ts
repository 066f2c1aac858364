import { useApi } from 'mfe-shared';
import { lmsApi, myCertificatesResponseSchema } from 'mfe-shared/contracts';

/** GET /lms/certificates: the signed-in student's certificates, newest first (decision 135). */
export function useCertificates() {
  return useApi(lmsApi.certificates(), myCertificatesResponseSchema);
}
