import { useApi } from 'mfe-shared';
import { myBatchesResponseSchema } from '@sap-academy/contracts/batches';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/batches: the caller's batches, each with its sessions, marks and recordings (decision 136). */
export function useMyBatches() {
  return useApi(lmsApi.myBatches(), myBatchesResponseSchema);
}
