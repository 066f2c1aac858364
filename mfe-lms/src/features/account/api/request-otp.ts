import { apiFetch } from 'mfe-shared';
import type { RequestOtpRequest } from '@sap-academy/contracts/auth';
import { authApi } from '@sap-academy/contracts/paths';

/** POST /request-otp (SPEC §7): a verification code is mailed to the address. */
export function requestOtp(body: RequestOtpRequest) {
  return apiFetch(authApi.requestOtp(), { method: 'POST', body });
}
