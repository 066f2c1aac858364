import { useApi } from 'mfe-shared';
import { courseReviewStatusSchema, lmsApi } from 'mfe-shared/contracts';

/** GET /lms/course/{id}/review: whether the student may review the course yet, and their review (decision 147). */
export function useCourseReview(courseId: number) {
  return useApi(lmsApi.courseReview(courseId), courseReviewStatusSchema);
}
