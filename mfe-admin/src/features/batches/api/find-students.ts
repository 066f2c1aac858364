import { adminApi, adminStudentListResponseSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** Students whose name or e-mail matches `q` (GET /admin/students), to add to a batch; nothing is asked until `q` is typed. */
export function useStudentSearch(q: string) {
  const query = q.trim();
  const { data, error } = useAdminApi(query ? adminApi.students({ q: query, sort: 'name', page: 1, page_size: 20 }) : null, adminStudentListResponseSchema, {
    keepPrevious: true,
  });
  return { students: data?.results.filter((account) => account.role === 'student'), error };
}
