import { apiFetch } from 'mfe-shared';
import { registerResponseSchema, type RegisterRequest } from '@sap-academy/contracts/auth';
import { authApi } from '@sap-academy/contracts/paths';

/** POST /lms/register (SPEC §7); the portal then signs the new student in (decision 005). */
export function registerStudent(body: RegisterRequest) {
  return apiFetch(authApi.register(), { method: 'POST', body, schema: registerResponseSchema });
}
