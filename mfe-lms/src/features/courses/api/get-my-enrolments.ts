import { useApi } from 'mfe-shared';
import { lmsApi, myEnrolmentsResponseSchema } from 'mfe-shared/contracts';

/** GET /lms/enrolments: the student's enrolments with progress (tag Courses). */
export function useMyEnrolments() {
  return useApi(lmsApi.enrolments(), myEnrolmentsResponseSchema);
}
