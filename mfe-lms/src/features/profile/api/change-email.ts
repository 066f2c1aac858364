import { apiFetch } from 'mfe-shared';
import { messageResponseSchema } from '@sap-academy/contracts/auth';
import { accountApi, type ChangeEmailRequest } from '@sap-academy/contracts/account';

/** POST /lms/profile/email: a code goes to the new address; nothing changes until it is confirmed. */
export function changeEmail(body: ChangeEmailRequest) {
  return apiFetch(accountApi.changeEmail(), { method: 'POST', body, schema: messageResponseSchema });
}
