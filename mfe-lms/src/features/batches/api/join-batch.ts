import { apiFetch } from 'mfe-shared';
import { membershipSchema } from '@sap-academy/contracts/batches';
import { lmsApi } from '@sap-academy/contracts/paths';

/** POST /lms/batches/{id}/join: a seat while one is left, else a place on the waitlist; 409 {detail} when refused. */
export function joinBatch(batchId: number) {
  return apiFetch(lmsApi.batchJoin(batchId), { method: 'POST', body: {}, schema: membershipSchema });
}
