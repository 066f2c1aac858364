import { adminApi, courseTrainerListSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/courses/{id}/trainers: who reviews the course's submissions (decision 133). */
export function useCourseTrainers(courseId: number) {
  return useAdminApi(adminApi.courseTrainers(courseId), courseTrainerListSchema);
}
