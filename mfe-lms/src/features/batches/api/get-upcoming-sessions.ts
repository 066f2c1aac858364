import { useApi } from 'mfe-shared';
import { lmsApi, upcomingSessionsResponseSchema } from 'mfe-shared/contracts';

/** GET /lms/batches/upcoming: the next scheduled sessions of the caller's enrolled batches. */
export function useUpcomingSessions() {
  return useApi(lmsApi.upcomingSessions(), upcomingSessionsResponseSchema);
}
