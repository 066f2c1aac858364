import { useApi } from 'mfe-shared';
import { lmsApi } from '@sap-academy/contracts/paths';
import { myServerAccessResponseSchema } from '@sap-academy/contracts/practice-server';

/** GET /lms/server-access: the student's practice-server grants, without passwords, and the server's status (decision 150). */
export function useServerAccess() {
  return useApi(lmsApi.serverAccess(), myServerAccessResponseSchema);
}
