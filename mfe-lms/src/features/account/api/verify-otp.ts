import { apiFetch } from 'mfe-shared';
import { authApi, type VerifyOtpRequest } from 'mfe-shared/contracts';

/** POST /verify-otp (SPEC §7): the address is verified; the caller reloads the session (tag User). */
export function verifyOtp(body: VerifyOtpRequest) {
  return apiFetch(authApi.verifyOtp(), { method: 'POST', body });
}
