// GET /admin/rum: real users' speed and remote failures over a window, aggregated
// across every API replica from the stored records.
import { z } from 'zod';
import { REMOTE_FAILURE_KINDS } from '../rum.ts';

export const RUM_WINDOW_HOURS_DEFAULT = 24;
export const RUM_WINDOW_HOURS_MAX = 24 * 30;

export const rumSummaryQuerySchema = z.object({
  hours: z.coerce.number().int().min(1).max(RUM_WINDOW_HOURS_MAX).default(RUM_WINDOW_HOURS_DEFAULT),
});

const p75 = z.number().nullable();

export const rumVitalsRowSchema = z.object({
  route: z.string(),
  /** "mfe_lms@0.1.1 mfe_marketing@0.1.0": the remote versions the pages had, sorted by name. */
  remote_versions: z.string(),
  samples: z.number().int().nonnegative(),
  /** 75th percentiles: LCP, INP and TTFB in ms, CLS unitless; null with no sample of that metric. */
  p75: z.object({ lcp: p75, inp: p75, ttfb: p75, cls: p75 }),
});

export const rumFailureRowSchema = z.object({
  remote: z.string(),
  version: z.string(),
  kind: z.enum(REMOTE_FAILURE_KINDS),
  count: z.number().int().nonnegative(),
  last_at: z.string(),
});

export const rumSummarySchema = z.object({
  window_hours: z.number().int(),
  since: z.string(),
  vitals: z.array(rumVitalsRowSchema),
  failures: z.array(rumFailureRowSchema),
});
export type RumSummary = z.infer<typeof rumSummarySchema>;
