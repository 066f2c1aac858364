import { adminApi, type CourseOutlineUpdate } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/courses/{id}/outline: sections and classes, with the course's version. */
export function updateCourseOutline(id: number, body: CourseOutlineUpdate) {
  return adminFetch(adminApi.courseOutline(id), { method: 'PUT', body });
}
