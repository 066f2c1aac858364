import { apiFetch } from 'mfe-shared';
import { accessTokenResponseSchema } from '@sap-academy/contracts/auth';
import { accountApi, type ResetPasswordRequest } from '@sap-academy/contracts/account';

/** POST /lms/password/reset: a new token; every other session of the user is revoked. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiFetch(accountApi.resetPassword(), { method: 'POST', body, schema: accessTokenResponseSchema });
}
