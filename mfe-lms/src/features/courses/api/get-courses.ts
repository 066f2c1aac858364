import { useApi } from 'mfe-shared';
import { coursesListResponseSchema } from '@sap-academy/contracts/courses';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/courses/list (SPEC §7), tag Courses; the shell prefetches this very key (decision 012). */
export function useCourses() {
  return useApi(lmsApi.courses(), coursesListResponseSchema);
}
