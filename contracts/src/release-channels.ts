// GET /site/releases (decision 125): which build of each federated remote the page servers load,
// and an optional canary candidate with the share of visitors that get it. Tiny and polled every
// few seconds by each page server, so it carries an ETag and answers a revalidation with 304.
import { z } from 'zod';

/** A remote's federation name, e.g. `mfe_lms`. */
export const remoteNameSchema = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'a federation name: letters, digits and _');
/** A semver-like version: 1.2.3, with an optional pre-release or build suffix. */
export const remoteVersionSchema = z
  .string()
  .max(64)
  .regex(/^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.+-]+)?$/, 'a version like 1.2.3');
/** Where the build's Module Federation manifest is served. */
export const manifestUrlSchema = z
  .string()
  .max(2048)
  .url()
  .regex(/^https?:\/\/[^?#]*\/mf-manifest\.json$/, 'an http(s) URL ending in mf-manifest.json');
/** The candidate's share of visitors, in whole percent. */
export const canaryShareSchema = z.number().int().min(1).max(99);

export const releaseChannelSchema = z.object({
  stable: z.object({ version: remoteVersionSchema, manifest: manifestUrlSchema }),
  candidate: z.object({ version: remoteVersionSchema, manifest: manifestUrlSchema, share: canaryShareSchema }).optional(),
});
export type ReleaseChannel = z.infer<typeof releaseChannelSchema>;

export const releaseChannelsSchema = z.object({ channels: z.record(remoteNameSchema, releaseChannelSchema) });
export type ReleaseChannels = z.infer<typeof releaseChannelsSchema>;
