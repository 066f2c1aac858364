import { apiFetch } from 'mfe-shared';
import { accountApi, profileResponseSchema, type UpdateProfileRequest } from '@sap-academy/contracts/account';

/** PATCH /lms/profile {name}: the updated user. */
export function updateProfile(body: UpdateProfileRequest) {
  return apiFetch(accountApi.profile(), { method: 'PATCH', body, schema: profileResponseSchema });
}
