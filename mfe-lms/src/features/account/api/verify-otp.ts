import { apiFetch } from 'mfe-shared';
import type { VerifyOtpRequest } from '@sap-academy/contracts/auth';
import { authApi } from '@sap-academy/contracts/paths';

/** POST /verify-otp (SPEC §7): the address is verified; the caller reloads the session (tag User). */
export function verifyOtp(body: VerifyOtpRequest) {
  return apiFetch(authApi.verifyOtp(), { method: 'POST', body });
}
