import { adminApi, adminClassResourceSchema } from 'mfe-shared/contracts/admin';
import { adminUpload } from '../../../lib/api';

/** POST /admin/courses/{id}/classes/{classId}/resources, multipart `file` (decision 131). */
export function uploadClassResource(courseId: number, classId: number, file: File) {
  return adminUpload(adminApi.classResources(courseId, classId), file, adminClassResourceSchema);
}
