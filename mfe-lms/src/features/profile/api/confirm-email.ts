import { apiFetch } from 'mfe-shared';
import { accountApi, confirmEmailResponseSchema, type ConfirmEmailRequest } from '@sap-academy/contracts/account';

/** POST /lms/profile/email/confirm {otp}: the new address is the account's; a new token. */
export function confirmEmail(body: ConfirmEmailRequest) {
  return apiFetch(accountApi.confirmEmail(), { method: 'POST', body, schema: confirmEmailResponseSchema });
}
