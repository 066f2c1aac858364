import { useApi } from 'mfe-shared';
import { myEnrolmentsResponseSchema } from '@sap-academy/contracts/my-enrolments';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/enrolments: the student's enrolments with progress (tag Courses). */
export function useMyEnrolments() {
  return useApi(lmsApi.enrolments(), myEnrolmentsResponseSchema);
}
