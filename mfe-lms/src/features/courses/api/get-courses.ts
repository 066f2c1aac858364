import { useApi } from 'mfe-shared';
import { coursesListResponseSchema, lmsApi } from 'mfe-shared/contracts';

/** GET /lms/courses/list (SPEC §7), tag Courses; the shell prefetches this very key (decision 012). */
export function useCourses() {
  return useApi(lmsApi.courses(), coursesListResponseSchema);
}
