import { COURSE_STATUSES, adminApi, adminCourseListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/courses: sorted, paged and filtered on the server; newest change first. */
export function useCourses() {
  return useList(adminApi.courses(), adminCourseListResponseSchema, {
    filters: { status: COURSE_STATUSES, q: 'text' },
    sort: '-updated_at',
    sorts: ['course_title', 'updated_at', 'created_at', 'price', 'enrolled_count'],
  });
}
