// Real-user monitoring (decision 116): one row per beacon, written in batches. Every
// replica writes here and GET /admin/rum reads percentiles across all of them. Nothing personal:
// no user, IP, user agent or query string (contracts/src/rum.ts); rows older than
// RUM_RETENTION_DAYS are deleted.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const rumEvents = pgTable(
  'rum_events',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    route: text('route').notNull(),
    /** vitals: the page's remotes as "name@version" sorted by name, space-separated. */
    remoteVersions: text('remote_versions'),
    lcpMs: integer('lcp_ms'),
    inpMs: integer('inp_ms'),
    ttfbMs: integer('ttfb_ms'),
    cls: doublePrecision('cls'),
    /** remote-failure: which remote, its version and where it failed. */
    remote: text('remote'),
    version: text('version'),
    kind: text('kind'),
    createdAt: createdAt(),
  },
  (t) => [index('rum_events_type_created_idx').on(t.type, t.createdAt), check('rum_events_type_known', sql`${t.type} in ('vitals', 'remote-failure')`)],
);
