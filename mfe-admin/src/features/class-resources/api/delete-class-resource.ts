import { adminApi } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** DELETE /admin/courses/{id}/classes/{classId}/resources/{resourceId} → 204. */
export function deleteClassResource(courseId: number, classId: number, resourceId: number) {
  return adminFetch(adminApi.classResource(courseId, classId, resourceId), { method: 'DELETE' });
}
