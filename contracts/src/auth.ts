// Auth shapes of SPEC §3 ("User: id, name … A student record is loaded alongside the user")
// and §7 (GET /lms/auth, POST /lms/login, POST /lms/register, OTP, logout).
import { z } from 'zod';
import { emailField, nameField, passwordField } from './fields.ts';

export const OTP_LENGTH = 6; // A 6-digit code

export const userSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean().optional(),
  /** Staff see the back office (a trainer its review queue, decision 133); absent means student. */
  role: z.enum(['student', 'trainer', 'editor', 'admin']).optional(),
});
export type User = z.infer<typeof userSchema>;

export const studentSchema = z.object({
  id: z.number().int().positive(),
  user_id: z.number().int().positive().optional(),
});
export type Student = z.infer<typeof studentSchema>;

/** GET /lms/auth — "a user id means logged in" (§4), so both may be null for a visitor. */
export const currentUserResponseSchema = z.object({
  user: userSchema.nullable(),
  student: studentSchema.nullable(),
});
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

export const accessTokenResponseSchema = z.object({ access_token: z.string().min(1) });
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** §3 "Login payload: username (e-mail), password" with the §5 rules. */
export const loginRequestSchema = z.object({ username: emailField(), password: passwordField });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** §3 "Signup payload: name, email, password". */
export const registerRequestSchema = z.object({
  name: nameField,
  email: emailField(),
  password: passwordField,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/**
 * The same 201 and the same words for a new address and for one that has an account
 * (whose owner is told by mail instead), so sign-up cannot list accounts. §4: the client only logs it.
 */
export const registerResponseSchema = z.object({ detail: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const requestOtpRequestSchema = z.object({ email: emailField() });
export type RequestOtpRequest = z.infer<typeof requestOtpRequestSchema>;

export const verifyOtpRequestSchema = z.object({
  email: emailField(),
  otp: z
    .string({ error: `Enter the ${OTP_LENGTH}-digit code.` })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `Enter the ${OTP_LENGTH}-digit code.` }),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/** Plain acknowledgements (OTP requested, logged out). */
export const messageResponseSchema = z.object({ detail: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
