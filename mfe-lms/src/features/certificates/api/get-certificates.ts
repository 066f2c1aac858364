import { useApi } from 'mfe-shared';
import { myCertificatesResponseSchema } from '@sap-academy/contracts/certificates';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/certificates: the signed-in student's certificates, newest first (decision 135). */
export function useCertificates() {
  return useApi(lmsApi.certificates(), myCertificatesResponseSchema);
}
