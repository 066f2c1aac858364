import type { ReviewStatus } from 'mfe-shared/contracts';
import { adminApi, adminCourseReviewListSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/course-reviews?status=: students' course reviews by status, the pending ones oldest first (decision 147). */
export function useCourseReviews(status: ReviewStatus) {
  return useAdminApi(`${adminApi.courseReviews()}?status=${status}`, adminCourseReviewListSchema);
}
