import { adminApi, adminAssignmentSchema } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** DELETE …/assignment/template → the assignment without it. */
export function deleteAssignmentTemplate(courseId: number, classId: number) {
  return adminFetch(adminApi.classAssignmentTemplate(courseId, classId), { method: 'DELETE', schema: adminAssignmentSchema });
}
