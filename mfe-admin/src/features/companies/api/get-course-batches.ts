import { adminApi, adminBatchListSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/batches?course_id=: the course's batches, for a seat pool or an order tied to one (decision 155); none asked without a course. */
export function useCourseBatches(courseId: number | null) {
  return useAdminApi(courseId ? adminApi.batches({ course_id: courseId }) : null, adminBatchListSchema);
}
