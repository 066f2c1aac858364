import { useApi } from 'mfe-shared';
import { certificateProgressResponseSchema, lmsApi } from 'mfe-shared/contracts';

/** GET /lms/certificates/progress: each enrolment's progress towards its certificate (decision 135). */
export function useCertificateProgress() {
  return useApi(lmsApi.certificatesProgress(), certificateProgressResponseSchema);
}
