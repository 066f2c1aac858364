import { useApi } from 'mfe-shared';
import { lmsApi, myBatchesResponseSchema } from 'mfe-shared/contracts';

/** GET /lms/batches: the caller's batches, each with its sessions, marks and recordings (decision 136). */
export function useMyBatches() {
  return useApi(lmsApi.myBatches(), myBatchesResponseSchema);
}
