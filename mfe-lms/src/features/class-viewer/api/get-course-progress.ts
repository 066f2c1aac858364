import { useApi } from 'mfe-shared';
import { continueCourseResponseSchema } from '@sap-academy/contracts/courses';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/course/{courseId}/continue/{courseStudentId}: the outline with each class's progress. */
export function useContinueCourse(courseId?: string, courseStudentId?: string) {
  return useApi(courseId && courseStudentId ? lmsApi.continue(courseId, courseStudentId) : null, continueCourseResponseSchema);
}
