import { adminApi, adminBatchListSchema } from 'mfe-shared/contracts/admin';
import { useAdminApi } from '../../../lib/use-admin-api';

/** GET /admin/batches?course_id=: every batch (a trainer or editor: the batches they train). */
export function useBatches(courseId: number | null) {
  return useAdminApi(adminApi.batches(courseId ? { course_id: courseId } : undefined), adminBatchListSchema, { keepPrevious: true });
}
