import { adminApi, adminAssignmentSchema, type AssignmentUpdate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/courses/{id}/classes/{classId}/assignment: instructions and due rule; version 0 creates it. */
export function saveAssignment(courseId: number, classId: number, body: AssignmentUpdate) {
  return adminFetch(adminApi.classAssignment(courseId, classId), { method: 'PUT', body, schema: adminAssignmentSchema });
}
