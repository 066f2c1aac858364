import { adminApi } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** DELETE /admin/students/{id}/enrolments/{courseId}. */
export function unenrolStudent(studentId: number, courseId: number) {
  return adminFetch(adminApi.studentEnrolment(studentId, courseId), { method: 'DELETE', body: {} });
}
