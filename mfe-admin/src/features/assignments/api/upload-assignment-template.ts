import { adminApi, adminAssignmentSchema } from 'mfe-shared/contracts/admin';
import { adminUpload } from '../../../lib/api';

/** POST …/assignment/template, multipart `file`: attaches or replaces the template (decision 134). */
export function uploadAssignmentTemplate(courseId: number, classId: number, file: File) {
  return adminUpload(adminApi.classAssignmentTemplate(courseId, classId), file, adminAssignmentSchema);
}
