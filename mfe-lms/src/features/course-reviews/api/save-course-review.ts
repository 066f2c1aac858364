import { apiFetch } from 'mfe-shared';
import { courseReviewStatusSchema, type CourseReviewInput } from '@sap-academy/contracts/course-reviews';
import { lmsApi } from '@sap-academy/contracts/paths';

/** PUT /lms/course/{id}/review {rating, body}: the review written or replaced, back to moderation. */
export function saveCourseReview(courseId: number, body: CourseReviewInput) {
  return apiFetch(lmsApi.courseReview(courseId), { method: 'PUT', body, schema: courseReviewStatusSchema });
}
