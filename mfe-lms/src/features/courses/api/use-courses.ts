import { useApi } from 'mfe-shared';
import { coursesListResponseSchema } from 'mfe-shared/contracts';
import { apiPaths } from '../../../config/paths';

/** GET /lms/courses/list (SPEC §7), tag Courses. */
export function useCourses() {
  return useApi(apiPaths.courses, coursesListResponseSchema);
}
