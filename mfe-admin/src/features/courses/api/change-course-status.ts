import { adminApi } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

export type CourseStatusAction = 'publish' | 'unpublish' | 'archive' | 'restore';

const ROUTES = {
  publish: adminApi.coursePublish,
  unpublish: adminApi.courseUnpublish,
  archive: adminApi.courseArchive,
  restore: adminApi.courseRestore,
} as const;

/** POST /admin/courses/{id}/{action} with the version it was read at. */
export function changeCourseStatus(id: number, action: CourseStatusAction, version: number) {
  return adminFetch(ROUTES[action](id), { method: 'POST', body: { version } });
}
