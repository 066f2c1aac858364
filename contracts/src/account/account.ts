// Students run their own accounts (issue 16): forgot/reset password, e-mail verification (through
// §7's /request-otp and /verify-otp), profile, password change and "sign out of all devices".
// Beyond SPEC §7, so every path and message lives here, shared by the API and the portal.
import { z } from 'zod';
import { OTP_LENGTH, userSchema } from '../auth.ts';
import { MESSAGES, emailField, nameField, passwordField } from '../fields.ts';

export const ACCOUNT_PATHS = {
  /** 202 for every address, like /request-otp; the mail carries a reset code. */
  forgotPassword: '/lms/password/forgot',
  /** {email, otp, password} → 200 {access_token}; every other session of the user is revoked. */
  resetPassword: '/lms/password/reset',
  /** PATCH {name} → 200 {user}. */
  profile: '/lms/profile',
  /** POST {email} → 202: a code goes to the new address; nothing changes until it is confirmed. */
  changeEmail: '/lms/profile/email',
  /** POST {otp} → 200 {user}: the new address is the account's, and verified. */
  confirmEmail: '/lms/profile/email/confirm',
  /** POST {current_password, new_password} → 200 {access_token}; every other session is revoked. */
  changePassword: '/lms/profile/password',
  /** POST → 200 {detail}: every session of the user, this one included, is signed out. */
  logoutAll: '/lms/logout-all',
} as const;

export const ACCOUNT_MESSAGES = {
  // The same words whether or not the address has an account (issue 16: OTP that reveals nothing).
  resetCodeSent: 'If an account uses this e-mail, a reset code is on its way. It expires in 10 minutes.',
  passwordReset: 'Your password is changed, and every other device is signed out.',
  passwordChanged: 'Password changed. Every other device is signed out.',
  wrongCurrentPassword: 'Your current password is not right.',
  samePassword: 'Choose a password different from your current one.',
  commonPassword: 'This password is too common. Choose one that is harder to guess.',
  emailCodeSent: 'We sent a code to the new address. Enter it to finish the change.',
  emailChanged: 'Your e-mail address is changed.',
  emailUnchanged: 'This is already your e-mail address.',
  noPendingEmail: 'Ask for a new code: there is no e-mail change waiting.',
  nameSaved: 'Your name is saved.',
  loggedOutEverywhere: 'You are signed out of all devices.',
  verifyBeforePaying: 'Verify your e-mail address before paying for a course.',
  verified: 'Your e-mail address is verified.',
} as const;

const otpField = z
  .string({ error: `Enter the ${OTP_LENGTH}-digit code.` })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `Enter the ${OTP_LENGTH}-digit code.` });

export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The new password follows §5's 8-character rule (and the API refuses common passwords). */
export const resetPasswordRequestSchema = z.object({ email: emailField(), otp: otpField, password: passwordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updateProfileRequestSchema = z.object({ name: nameField });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const changeEmailRequestSchema = z.object({ email: emailField() });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const confirmEmailRequestSchema = z.object({ otp: otpField });
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: z.string({ error: MESSAGES.password }).min(1, { error: 'Enter your current password.' }).max(128),
  new_password: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
