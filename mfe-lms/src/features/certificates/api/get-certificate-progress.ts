import { useApi } from 'mfe-shared';
import { certificateProgressResponseSchema } from '@sap-academy/contracts/certificates';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/certificates/progress: each enrolment's progress towards its certificate (decision 135). */
export function useCertificateProgress() {
  return useApi(lmsApi.certificatesProgress(), certificateProgressResponseSchema);
}
