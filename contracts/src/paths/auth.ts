// Sign-in, the current user and §7's OTP calls, beside `auth.ts`'s schemas.
import { apiRoute } from './route.ts';

export const authApi = {
  /** POST {username, password} → accessTokenResponseSchema (SPEC §7). */
  login: apiRoute('/lms/login'),
  /** POST registerRequestSchema → registerResponseSchema. */
  register: apiRoute('/lms/register'),
  /** GET → currentUserResponseSchema. */
  currentUser: apiRoute('/lms/auth'),
  /** POST → revokes this token. */
  logout: apiRoute('/lms/logout'),
  /** POST {email} → 202: a code is mailed (e-mail verification, SPEC §7). */
  requestOtp: apiRoute('/request-otp'),
  /** POST {email, otp} → the address is verified. */
  verifyOtp: apiRoute('/verify-otp'),
} as const;
