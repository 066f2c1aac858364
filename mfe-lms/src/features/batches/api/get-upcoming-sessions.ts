import { useApi } from 'mfe-shared';
import { upcomingSessionsResponseSchema } from '@sap-academy/contracts/batches';
import { lmsApi } from '@sap-academy/contracts/paths';

/** GET /lms/batches/upcoming: the next scheduled sessions of the caller's enrolled batches. */
export function useUpcomingSessions() {
  return useApi(lmsApi.upcomingSessions(), upcomingSessionsResponseSchema);
}
