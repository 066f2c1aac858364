// Courses to pick from (coupon scope, granting an enrolment): the first 100 by title.
import { adminCourseListResponseSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from './use-admin-api';

export function useCourseOptions() {
  const { data } = useAdminApi('/admin/courses?sort=course_title&page=1&page_size=100', adminCourseListResponseSchema);
  return data?.results ?? [];
}
