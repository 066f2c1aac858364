import { useApi } from 'mfe-shared';
import { courseBatchesResponseSchema } from '@sap-academy/contracts/batches';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/course/{id}/batches: the course's open batches, seats left and the caller's place (decision 136). */
export function useCourseBatches(courseId: number | null) {
  return useApi(courseId === null ? null : lmsApi.courseBatches(courseId), courseBatchesResponseSchema);
}
