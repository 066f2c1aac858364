import { apiFetch } from 'mfe-shared';
import { lmsApi } from '@sap-academy/contracts/paths';
import { revealPasswordResponseSchema } from '@sap-academy/contracts/practice-server';

/** POST /lms/server-access/:id/reveal: the password of the caller's own active grant (404 otherwise; 429 when asked too often). */
export function revealServerPassword(grantId: number) {
  return apiFetch(lmsApi.serverAccessReveal(grantId), { method: 'POST', body: {}, schema: revealPasswordResponseSchema });
}
