import { useApi } from 'mfe-shared';
import { courseDetailsResponseSchema } from 'mfe-shared/contracts';
import { apiPaths } from '../../../config/paths';

/** GET /lms/course/{id} (SPEC §7): course, course_student (null until enrolled), classes. */
export function useCourseDetails(courseId: string | undefined) {
  return useApi(courseId ? apiPaths.course(courseId) : null, courseDetailsResponseSchema);
}
