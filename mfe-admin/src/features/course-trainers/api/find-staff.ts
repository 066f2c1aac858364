import { adminApi, adminStudentListResponseSchema, STAFF_ROLES, type AdminStudent } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/**
 * Who can be assigned to review a course: a trainer or an editor; an admin reviews every course
 * already (decision 133). Without a role filter on any list, staff are found through the accounts
 * search (GET /admin/students: every account has a student row, staff included) and kept by role.
 */
export const REVIEWER_ROLES: readonly AdminStudent['role'][] = STAFF_ROLES.filter((role) => role !== 'admin');

/** The trainer and editor accounts whose name or e-mail matches `q`; nothing is asked until `q` is typed. */
export function useReviewerSearch(q: string) {
  const query = q.trim();
  const { data, error, isLoading } = useAdminApi(
    query ? adminApi.students({ q: query, sort: 'name', page: 1, page_size: 100 }) : null,
    adminStudentListResponseSchema,
    { keepPrevious: true },
  );
  return { accounts: data?.results.filter((account) => REVIEWER_ROLES.includes(account.role)), error, isLoading };
}
