// Students run their own accounts: forgot/reset password, e-mail verification (through
// §7's /request-otp and /verify-otp), profile, password change and "sign out of all devices".
// Beyond SPEC §7, so every path and message lives here, shared by the API and the portal.
import { z } from 'zod';
import { OTP_LENGTH, userSchema } from '../auth.ts';
import { MESSAGES, PASSWORD_MAX_LENGTH, emailField, nameField, passwordField } from '../fields.ts';

export const ACCOUNT_MESSAGES = {
  // The same words whether or not the address has an account (OTP that reveals nothing).
  resetCodeSent: 'If an account uses this e-mail, a reset code is on its way. It expires in 10 minutes.',
  passwordReset: 'Your password is changed, and every other device is signed out.',
  passwordChanged: 'Password changed. Every other device is signed out.',
  wrongCurrentPassword: 'Your current password is not right.',
  samePassword: 'Choose a password different from your current one.',
  // Judged by zxcvbn-ts with the user's own name, address and the site's name.
  weakPassword:
    'This password is too easy to guess. Use a longer phrase of unrelated words, and leave out your name, your e-mail address and the name of this site.',
  // The same words whether or not another account has the address (no enumeration).
  emailCodeSent: 'We sent a message to the new address. Enter the code from it to finish the change.',
  registered: 'Thanks for signing up! We sent a message to this address.',
  emailChangeUndone: 'Your e-mail address is restored and every device is signed out. Set a new password with "Forgot password?" to sign in again.',
  undoLinkInvalid: 'This link is not valid any more. Contact us if someone else changed your e-mail address.',
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

const currentPasswordField = z.string({ error: MESSAGES.password }).min(1, { error: 'Enter your current password.' }).max(PASSWORD_MAX_LENGTH);

export const forgotPasswordRequestSchema = z.object({ email: emailField() });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The new password follows §5's 8-character rule (and the API refuses guessable ones). */
export const resetPasswordRequestSchema = z.object({ email: emailField(), otp: otpField, password: passwordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const updateProfileRequestSchema = z.object({ name: nameField });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const profileResponseSchema = z.object({ user: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** A stolen session alone cannot move the account to another address. */
export const changeEmailRequestSchema = z.object({ email: emailField(), current_password: currentPasswordField });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const confirmEmailRequestSchema = z.object({ otp: otpField });

/** The confirmation signs every other device out; this one goes on with the new token. */
export const confirmEmailResponseSchema = z.object({ user: userSchema, access_token: z.string().min(1) });
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;

/** The undo link's token (base64url of 32 random bytes) from the "your e-mail was changed" notice. */
export const undoEmailChangeRequestSchema = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.undoLinkInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, { error: ACCOUNT_MESSAGES.undoLinkInvalid }),
});
export type UndoEmailChangeRequest = z.infer<typeof undoEmailChangeRequestSchema>;
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

export const changePasswordRequestSchema = z.object({
  current_password: currentPasswordField,
  new_password: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
