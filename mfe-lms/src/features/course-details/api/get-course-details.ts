import { useApi } from 'mfe-shared';
import { courseDetailsResponseSchema } from '@sap-academy/contracts/courses';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/course/{id} (SPEC §7): course, course_student (null until enrolled), classes. */
export function useCourseDetails(courseId: string | undefined) {
  return useApi(courseId ? lmsApi.course(courseId) : null, courseDetailsResponseSchema);
}
