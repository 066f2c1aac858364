import { adminApi, adminCourseListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/courses: sorted, paged and filtered on the server; newest change first. */
export function useCourses() {
  return useList(adminApi.courses(), adminCourseListResponseSchema, { status: '', q: '' }, '-updated_at');
}
