import { apiFetch } from 'mfe-shared';
import { authApi, registerResponseSchema, type RegisterRequest } from 'mfe-shared/contracts';

/** POST /lms/register (SPEC §7); the portal then signs the new student in (decision 005). */
export function registerStudent(body: RegisterRequest) {
  return apiFetch(authApi.register(), { method: 'POST', body, schema: registerResponseSchema });
}
