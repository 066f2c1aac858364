import { adminApi, adminCourseDetailSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/courses/{id}: the course with its outline and enrolment count. */
export function useCourse(id: number) {
  return useAdminApi(adminApi.course(id), adminCourseDetailSchema);
}
