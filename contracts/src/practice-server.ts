// Practice-server access (decision 150; SPEC: "Every learner gets a personal login on our SAP
// S/4HANA practice server"): what a student sees of their grant, and the password on demand.
// The list never carries the password; only the reveal's answer does.
import { z } from 'zod';

export const SERVER_GRANT_STATUSES = ['waiting', 'active', 'expired'] as const;
export type ServerGrantStatus = (typeof SERVER_GRANT_STATUSES)[number];
export const SERVER_HEALTH_STATES = ['up', 'down', 'unknown'] as const;

// The student's texts live without a schema so the course list's upcoming sessions read them
// without building this module (decision 036, amendment 2026-11-29).
export { PRACTICE_SERVER_TEXTS } from './practice-server-texts.ts';

export const PRACTICE_SERVER_MESSAGES = {
  notFound: 'Practice-server access not found.',
  credentialNotFound: 'Credential not found.',
  notNeedingReset: 'Only a credential waiting for its password reset can be confirmed.',
  duplicate: 'This login is already in the pool.',
} as const;

export const serverGrantSchema = z.object({
  id: z.number().int(),
  status: z.enum(SERVER_GRANT_STATUSES),
  host: z.string().nullable(),
  client: z.string().nullable(),
  username: z.string().nullable(),
  expires_at: z.string().nullable(),
  revealed_at: z.string().nullable(),
});
export type ServerGrant = z.infer<typeof serverGrantSchema>;

export const serverHealthSchema = z.object({
  status: z.enum(SERVER_HEALTH_STATES),
  checked_at: z.string().nullable(),
});
export type ServerHealth = z.infer<typeof serverHealthSchema>;

export const myServerAccessResponseSchema = z.object({
  results: z.array(serverGrantSchema),
  health: serverHealthSchema,
});
export type MyServerAccessResponse = z.infer<typeof myServerAccessResponseSchema>;

export const revealPasswordResponseSchema = z.object({ password: z.string() });
export type RevealPasswordResponse = z.infer<typeof revealPasswordResponseSchema>;
