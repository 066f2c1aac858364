import { adminApi, adminStudentListResponseSchema, CONSULTANT_ROLES, type AdminStudent } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/**
 * The trainer and admin accounts whose name or e-mail matches `q` (an admin picks whose
 * availability to edit). No list filters by role, so the accounts search is kept by role, as the
 * course trainers' search does; nothing is asked until `q` is typed.
 */
export function useConsultantSearch(q: string) {
  const query = q.trim();
  const { data, error } = useAdminApi(query ? adminApi.students({ q: query, sort: 'name', page: 1, page_size: 100 }) : null, adminStudentListResponseSchema, {
    keepPrevious: true,
  });
  return { accounts: data?.results.filter((account) => (CONSULTANT_ROLES as readonly AdminStudent['role'][]).includes(account.role)), error };
}
