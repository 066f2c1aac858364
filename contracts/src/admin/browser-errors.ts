// GET /admin/browser-errors (decision 144): browser errors deduplicated by fingerprint, newest
// last_seen first, optionally of one remote ("none": the shell's or an unknown script).
import { z } from 'zod';
import { PAGE_ERROR_KINDS } from '../rum.ts';
import { listQuerySchema, pageOf, timestampSchema } from './common.ts';

export const BROWSER_ERROR_NO_REMOTE = 'none';

export const browserErrorListQuerySchema = listQuerySchema.pick({ page: true, page_size: true }).extend({
  remote: z
    .string()
    .regex(/^(?:none|mfe_[a-z][a-z0-9_]{0,30}|other)$/, { error: 'a remote name such as mfe_lms, or none' })
    .optional(),
});
export type BrowserErrorListQuery = z.infer<typeof browserErrorListQuerySchema>;

export const browserErrorSchema = z.object({
  fingerprint: z.string(),
  kind: z.enum(PAGE_ERROR_KINDS),
  route: z.string(),
  remote: z.string(),
  version: z.string(),
  /** The script and line that threw, when the browser said. */
  source: z.string().nullable(),
  /** A scrubbed, truncated sample of the message, when the browser sent one. */
  message: z.string().nullable(),
  count: z.number().int().positive(),
  first_seen: timestampSchema,
  last_seen: timestampSchema,
});
export type BrowserError = z.infer<typeof browserErrorSchema>;

export const browserErrorListResponseSchema = pageOf(browserErrorSchema).extend({
  /** Every remote with a stored error, for the filter. */
  remotes: z.array(z.string()),
});
export type BrowserErrorListResponse = z.infer<typeof browserErrorListResponseSchema>;
