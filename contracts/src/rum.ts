// Real-user monitoring (decision 116): what the shell's beacons send to POST /rum.
// One record per page load (its Core Web Vitals) and one per failed remote load. Nothing in it
// can name a person: the route is a path pattern (numbers become :id, no query), remotes and
// versions are identifiers, and every object is strict, so a field nobody asked for is refused
// rather than stored.
import { z } from 'zod';
import { BROWSER_ERROR_TEXT_LIMIT } from './browser-errors.ts';
import { PHONE_LIKE, RUM_UNVERSIONED } from './rum-labels.ts';

export const RUM_BODY_LIMIT_BYTES = 2048;

/** A remote's name as the runtime config has it (mfe_marketing). */
export const rumRemoteNameSchema = z.string().regex(/^mfe_[a-z][a-z0-9_]{0,30}$/, { error: 'a remote name such as mfe_lms' });
/**
 * A remote's deployed version, from its manifest URL ("unversioned" when the URL has none). It
 * starts with a digit ("Priya" was a valid version) and holds no phone number.
 */
export const rumVersionSchema = z
  .string()
  .regex(new RegExp(`^(?:${RUM_UNVERSIONED}|[0-9][0-9A-Za-z.+_-]{0,39})$`), { error: 'a version such as 0.1.0' })
  .refine((version) => !PHONE_LIKE.test(version), { error: 'a version, not a phone number' });
/** A path pattern: no query or fragment, and no number a record could be traced back by. */
export const rumRouteSchema = z
  .string()
  .max(120)
  .regex(/^\/(?:[A-Za-z_-][A-Za-z0-9._-]*|:id)?(?:\/(?:[A-Za-z_-][A-Za-z0-9._-]*|:id))*$/, { error: 'a path with :id for numbers and no query' })
  .refine((route) => !PHONE_LIKE.test(route), { error: 'a path pattern, not a phone number' });

const milliseconds = z.number().finite().min(0).max(600_000);

/** The versions of the remotes the page had, by remote name. */
export const rumRemotesSchema = z.record(rumRemoteNameSchema, rumVersionSchema).refine((remotes) => Object.keys(remotes).length <= 8, {
  error: 'at most 8 remotes',
});

export const rumVitalsSchema = z
  .strictObject({
    type: z.literal('vitals'),
    route: rumRouteSchema,
    remotes: rumRemotesSchema,
    /** web-vitals' values: LCP, INP and TTFB in ms, CLS unitless. */
    lcp: milliseconds.optional(),
    inp: milliseconds.optional(),
    ttfb: milliseconds.optional(),
    cls: z.number().finite().min(0).max(100).optional(),
  })
  .refine((record) => [record.lcp, record.inp, record.ttfb, record.cls].some((value) => value !== undefined), {
    error: 'at least one of lcp, inp, ttfb and cls',
  });
export type RumVitals = z.infer<typeof rumVitalsSchema>;

/**
 * Where a remote failed: its manifest (URL, network, JSON), its entry script, the exposed module,
 * or something else in the federation runtime.
 */
export const REMOTE_FAILURE_KINDS = ['manifest', 'entry', 'module', 'other'] as const;
export type RemoteFailureKind = (typeof REMOTE_FAILURE_KINDS)[number];

export const rumRemoteFailureSchema = z.strictObject({
  type: z.literal('remote-failure'),
  route: rumRouteSchema,
  remote: rumRemoteNameSchema,
  version: rumVersionSchema,
  kind: z.enum(REMOTE_FAILURE_KINDS),
});
export type RumRemoteFailure = z.infer<typeof rumRemoteFailureSchema>;

/** An uncaught error (`error`) or an unhandled promise rejection (`rejection`) in the page. */
export const PAGE_ERROR_KINDS = ['error', 'rejection'] as const;
export type PageErrorKind = (typeof PAGE_ERROR_KINDS)[number];

/**
 * A page error, counted (decision 316) and listed deduplicated in the back office (decision 144).
 * `remote` is the remote whose script threw, found by the script's URL; absent, the shell's or an
 * unknown script. `message` and `source` (the top stack frame's script and line) are scrubbed by the
 * sender and again by the API (browser-errors.ts); no stack, no error object.
 */
export const rumPageErrorSchema = z
  .strictObject({
    type: z.literal('error'),
    route: rumRouteSchema,
    remote: rumRemoteNameSchema.optional(),
    version: rumVersionSchema.optional(),
    kind: z.enum(PAGE_ERROR_KINDS),
    message: z.string().max(BROWSER_ERROR_TEXT_LIMIT).optional(),
    source: z.string().max(BROWSER_ERROR_TEXT_LIMIT).optional(),
  })
  .refine((record) => (record.remote === undefined) === (record.version === undefined), { error: 'a remote and its version, or neither' });
export type RumPageError = z.infer<typeof rumPageErrorSchema>;

export const rumRecordSchema = z.discriminatedUnion('type', [rumVitalsSchema, rumRemoteFailureSchema, rumPageErrorSchema]);
export type RumRecord = z.infer<typeof rumRecordSchema>;

export { rumRoute } from './rum-route.ts';
export { PHONE_LIKE, RUM_OTHER, RUM_SITE_ROUTES, RUM_UNVERSIONED, rumRemoteVersion, rumRouteLabel } from './rum-labels.ts';
export * from './browser-errors.ts';
