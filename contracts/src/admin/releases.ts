// The back office's release commands for the federated remotes (decision 125). Each names the
// channel's `version` it read: a stale one is a 409, so two operators cannot release over each other.
import { z } from 'zod';
import { canaryShareSchema, manifestUrlSchema, remoteVersionSchema } from '../release-channels.ts';

const expected = { version: z.number().int().nonnegative() };

export const releaseSwitchSchema = z.object({ ...expected, to_version: remoteVersionSchema, manifest_url: manifestUrlSchema }).strict();
export const releaseCanarySchema = z
  .object({ ...expected, to_version: remoteVersionSchema, manifest_url: manifestUrlSchema, share: canaryShareSchema })
  .strict();
export const releaseStepSchema = z.object(expected).strict();

export const adminChannelSchema = z.object({
  remote: z.string(),
  stable_version: z.string(),
  stable_manifest: z.string(),
  candidate_version: z.string().nullable(),
  candidate_manifest: z.string().nullable(),
  candidate_share: z.number().int().nullable(),
  version: z.number().int(),
  updated_at: z.string(),
});
export type AdminChannel = z.infer<typeof adminChannelSchema>;

export const adminReleaseSchema = z.object({
  id: z.number().int(),
  remote: z.string(),
  action: z.enum(['switch', 'canary', 'promote', 'rollback', 'auto_rollback']),
  from_version: z.string().nullable(),
  to_version: z.string(),
  share: z.number().int().nullable(),
  actor: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
});
export const adminReleasesQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
/** Every channel, and one page (50 rows) of the history, newest first. */
export const adminReleasesResponseSchema = z.object({
  channels: z.array(adminChannelSchema),
  history: z.array(adminReleaseSchema),
  total: z.number().int(),
  page: z.number().int(),
});
