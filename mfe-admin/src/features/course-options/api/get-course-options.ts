import { adminApi, adminCourseListResponseSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** Courses to pick from (coupon scope, granting an enrolment): the first 100 by title. */
export function useCourseOptions() {
  const { data } = useAdminApi(adminApi.courses({ sort: 'course_title', page: 1, page_size: 100 }), adminCourseListResponseSchema);
  return data?.results ?? [];
}
