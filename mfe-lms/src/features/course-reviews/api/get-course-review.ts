import { useApi } from 'mfe-shared';
import { courseReviewStatusSchema } from '@sap-academy/contracts/course-reviews';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/course/{id}/review: whether the student may review the course yet, and their review (decision 147). */
export function useCourseReview(courseId: number) {
  return useApi(lmsApi.courseReview(courseId), courseReviewStatusSchema);
}
