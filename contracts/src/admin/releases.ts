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

// Canary judging (decision 127, to be written): the Site speed screen compares a remote's stable
// and candidate builds from the real-user data already collected (decision 116), and the API rolls
// the candidate back on its own when it is worse than stable beyond the guard's thresholds.

/** One build's real-user figures over the window. A metric is null when no visitor reported it. */
export const buildVitalsSchema = z.object({
  version: z.string(),
  /** Page loads that used this build (the denominator of the failure rate). */
  loads: z.number().int().nonnegative(),
  /** Remote failures reported for this build (manifest, entry or render). */
  failures: z.number().int().nonnegative(),
  /** failures per 1,000 loads, one decimal; null with no loads. */
  failures_per_1000: z.number().nonnegative().nullable(),
  lcp_p75_ms: z.number().nonnegative().nullable(),
  inp_p75_ms: z.number().nonnegative().nullable(),
  cls_p75: z.number().nonnegative().nullable(),
  /** Vitals samples behind the p75s (LCP's count). */
  samples: z.number().int().nonnegative(),
});
export type BuildVitals = z.infer<typeof buildVitalsSchema>;

/** The automatic rollback's settings (one row for the site, edited in the back office). */
export const releaseGuardInputSchema = z
  .object({
    /** Off: the API never rolls back on its own; the comparison is still shown. */
    enabled: z.boolean(),
    /** The window the comparison reads, in minutes. */
    window_minutes: z
      .number()
      .int()
      .min(5)
      .max(24 * 60),
    /** Neither build is judged before each has this many loads in the window. */
    min_loads: z.number().int().min(10).max(100_000),
    /** Roll back when candidate failures/1000 exceed stable's by more than this. */
    max_failure_increase_per_1000: z.number().min(0).max(1000),
    /** Roll back when candidate p75 LCP exceeds stable's by more than this percentage. */
    max_lcp_increase_pct: z.number().min(0).max(1000),
  })
  .strict();
export type ReleaseGuardInput = z.infer<typeof releaseGuardInputSchema>;
export const releaseGuardSchema = releaseGuardInputSchema.extend({ version: z.number().int().nonnegative(), updated_at: z.string().nullable() });
export type ReleaseGuard = z.infer<typeof releaseGuardSchema>;
/** PUT /admin/releases/guard */
export const releaseGuardUpdateSchema = releaseGuardInputSchema.extend(expected).strict();

/** GET /admin/releases/:remote/comparison?window_minutes= */
export const releaseComparisonQuerySchema = z.object({
  window_minutes: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .optional(),
});
export const releaseVerdictSchema = z.object({
  /** 'rollback': the candidate is worse beyond a threshold; 'wait': too few loads to judge; 'ok': not worse. */
  outcome: z.enum(['ok', 'wait', 'rollback', 'no_candidate']),
  /** One sentence per reason, e.g. "Candidate 1.3.0 fails 12.0 per 1,000 loads, stable 0.5: more than 5 above." */
  reasons: z.array(z.string()),
});
export const releaseComparisonSchema = z.object({
  remote: z.string(),
  window_minutes: z.number().int(),
  stable: buildVitalsSchema,
  candidate: buildVitalsSchema.nullable(),
  candidate_share: z.number().int().nullable(),
  verdict: releaseVerdictSchema,
  guard: releaseGuardSchema,
});
export type ReleaseComparison = z.infer<typeof releaseComparisonSchema>;

/** POST /admin/releases/:remote/judge {} → the comparison, and the channel after it (rolled back or not). */
export const releaseJudgeResponseSchema = z.object({ comparison: releaseComparisonSchema, rolled_back: z.boolean(), channel: adminChannelSchema.nullable() });
