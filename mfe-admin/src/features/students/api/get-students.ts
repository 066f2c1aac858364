import { adminApi, adminStudentListResponseSchema } from 'mfe-shared/contracts/admin';
import { useList } from '../../../lib/use-list';

/** GET /admin/students: sorted, paged and searched on the server; newest first. */
export function useStudents() {
  return useList(adminApi.students(), adminStudentListResponseSchema, {
    filters: { q: 'text' },
    sort: '-created_at',
    sorts: ['name', 'created_at', 'enrolment_count'],
  });
}
