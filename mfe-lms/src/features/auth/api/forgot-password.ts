import { apiFetch } from 'mfe-shared';
import { messageResponseSchema } from '@sap-academy/contracts/auth';
import { accountApi, type ForgotPasswordRequest } from '@sap-academy/contracts/account';

/** POST /lms/password/forgot: 202 for every address; the mail carries a reset code. */
export function forgotPassword(body: ForgotPasswordRequest) {
  return apiFetch(accountApi.forgotPassword(), { method: 'POST', body, schema: messageResponseSchema });
}
