import { apiFetch } from 'mfe-shared';
import { messageResponseSchema } from 'mfe-shared/contracts';
import { accountApi, type UndoEmailChangeRequest } from 'mfe-shared/contracts/account';

/** POST /lms/profile/email/undo (no session): the old address is back and every session ends. */
export function undoEmailChange(body: UndoEmailChangeRequest) {
  return apiFetch(accountApi.undoEmailChange(), { method: 'POST', body, schema: messageResponseSchema });
}
