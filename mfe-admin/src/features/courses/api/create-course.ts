import { adminApi, adminCourseSchema, type CourseInput } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** POST /admin/courses: a draft course. */
export function createCourse(input: CourseInput) {
  return adminFetch(adminApi.courses(), { method: 'POST', body: input, schema: adminCourseSchema });
}
