import { adminApi, adminClassResourceListSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/courses/{id}/classes/{classId}/resources: the class's files, oldest first. */
export function useClassResources(courseId: number, classId: number) {
  return useAdminApi(adminApi.classResources(courseId, classId), adminClassResourceListSchema);
}
