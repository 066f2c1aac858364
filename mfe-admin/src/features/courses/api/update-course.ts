import { adminApi, adminCourseSchema, type CourseInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** PUT /admin/courses/{id} with the version it was read at: a 409 when someone saved first. */
export function updateCourse(id: number, input: CourseInput, version: number | undefined) {
  return adminFetch(adminApi.course(id), { method: 'PUT', body: { ...input, version }, schema: adminCourseSchema });
}
