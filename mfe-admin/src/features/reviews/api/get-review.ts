import { adminApi, reviewDetailSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/reviews/{submissionId}: the version, its files' signed links, the instructions and the student's history. */
export function useReview(submissionId: number) {
  return useAdminApi(adminApi.review(submissionId), reviewDetailSchema);
}
