import { apiFetch } from 'mfe-shared';
import { accessTokenResponseSchema } from '@sap-academy/contracts/auth';
import { accountApi, type ChangePasswordRequest } from '@sap-academy/contracts/account';

/** POST /lms/profile/password: a new token; every other session is revoked. */
export function changePassword(body: ChangePasswordRequest) {
  return apiFetch(accountApi.changePassword(), { method: 'POST', body, schema: accessTokenResponseSchema });
}
