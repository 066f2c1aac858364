// The back office's practice-server pool (decision 150): credentials are listed and audited
// without their passwords; a password goes in (add, confirm reset) and never comes out here.
import { z } from 'zod';
import { SERVER_GRANT_STATUSES } from '../practice-server.ts';

export const CREDENTIAL_STATES = ['free', 'assigned', 'needs_reset'] as const;
export type CredentialState = (typeof CREDENTIAL_STATES)[number];

const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
/** Not trimmed: a password's spaces are part of it. */
const password = (label: string) =>
  z
    .string()
    .min(1, { error: `${label} is required.` })
    .max(200, { error: `${label} must be at most 200 characters.` });

export const credentialInputSchema = z.object({
  host: text('Host', 200),
  client: text('Client', 10),
  username: text('User', 100),
  password: password('Initial password'),
});
export type CredentialInput = z.infer<typeof credentialInputSchema>;

export const credentialResetSchema = z.object({ password: password('New initial password') });
export type CredentialReset = z.infer<typeof credentialResetSchema>;

export const adminCredentialSchema = z.object({
  id: z.number().int(),
  host: z.string(),
  client: z.string(),
  username: z.string(),
  state: z.enum(CREDENTIAL_STATES),
  created_at: z.string(),
});
export type AdminCredential = z.infer<typeof adminCredentialSchema>;

export const adminGrantSchema = z.object({
  id: z.number().int(),
  status: z.enum(SERVER_GRANT_STATUSES),
  days: z.number().int(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  student_id: z.number().int(),
  student_name: z.string(),
  student_email: z.string(),
  course_title: z.string().nullable(),
  username: z.string().nullable(),
});
export type AdminGrant = z.infer<typeof adminGrantSchema>;

export const adminPracticeServerSchema = z.object({
  credentials: z.array(adminCredentialSchema),
  grants: z.array(adminGrantSchema),
});
export type AdminPracticeServer = z.infer<typeof adminPracticeServerSchema>;
