import { apiFetch } from 'mfe-shared';
import { messageResponseSchema } from '@sap-academy/contracts/auth';
import { accountApi, type UndoEmailChangeRequest } from '@sap-academy/contracts/account';

/** POST /lms/profile/email/undo (no session): the old address is back and every session ends. */
export function undoEmailChange(body: UndoEmailChangeRequest) {
  return apiFetch(accountApi.undoEmailChange(), { method: 'POST', body, schema: messageResponseSchema });
}
