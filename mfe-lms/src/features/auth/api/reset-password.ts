import { apiFetch } from 'mfe-shared';
import { accessTokenResponseSchema } from 'mfe-shared/contracts';
import { accountApi, type ResetPasswordRequest } from 'mfe-shared/contracts/account';

/** POST /lms/password/reset: a new token; every other session of the user is revoked. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiFetch(accountApi.resetPassword(), { method: 'POST', body, schema: accessTokenResponseSchema });
}
