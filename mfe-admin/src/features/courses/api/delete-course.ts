import { adminApi } from 'mfe-shared/contracts/admin';
import { adminFetch } from '../../../lib/api';

/** DELETE /admin/courses/{id}: a 409 when students are enrolled (archive instead) or the version moved on. */
export function deleteCourse(id: number, version: number) {
  return adminFetch(adminApi.course(id), { method: 'DELETE', body: { version } });
}
