import { adminApi } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/students/{id}/enrolments: grants a course without payment. */
export function enrolStudent(studentId: number, courseId: number) {
  return adminFetch(adminApi.studentEnrolments(studentId), { method: 'POST', body: { course_id: courseId } });
}
