import { adminApi, adminCourseReviewSchema, type CourseReviewModeration } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/course-reviews/{id}/moderation {status, version}: 409 when the student edited it since. */
export function moderateCourseReview(id: number, body: CourseReviewModeration) {
  return adminFetch(adminApi.courseReviewModeration(id), { method: 'POST', body, schema: adminCourseReviewSchema });
}
