import { adminApi, adminStudentDetailSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/students/{id}: the student with enrolments and orders. */
export function useStudent(id: number) {
  return useAdminApi(adminApi.student(id), adminStudentDetailSchema);
}
