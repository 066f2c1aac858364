import { useApi } from 'mfe-shared';
import { coursesListResponseSchema, myEnrolmentsResponseSchema } from 'mfe-shared/contracts';
import { apiPaths } from '../../../config/paths';

/** GET /lms/courses/list (SPEC §7), tag Courses. */
export function useCourses() {
  return useApi(apiPaths.courses, coursesListResponseSchema);
}

/** GET /lms/enrolments: the student's enrolments with progress (tag Courses). */
export function useMyEnrolments() {
  return useApi(apiPaths.enrolments, myEnrolmentsResponseSchema);
}
