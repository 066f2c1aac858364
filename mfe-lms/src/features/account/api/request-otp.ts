import { apiFetch } from 'mfe-shared';
import { authApi, type RequestOtpRequest } from 'mfe-shared/contracts';

/** POST /request-otp (SPEC §7): a verification code is mailed to the address. */
export function requestOtp(body: RequestOtpRequest) {
  return apiFetch(authApi.requestOtp(), { method: 'POST', body });
}
