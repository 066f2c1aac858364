// Auth shapes of SPEC §3 ("User: id, name … A student record is loaded alongside the user")
// and §7 (GET /lms/auth, POST /lms/login, POST /lms/register).
import { z } from 'zod';

export const userSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean().optional(),
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
