// Real-user monitoring (decision 116): one row per beacon, written in batches. Every
// replica writes here and GET /admin/rum reads percentiles across all of them. Nothing personal:
// no user, IP, user agent or query string (contracts/src/rum.ts); rows older than
// RUM_RETENTION_DAYS are deleted.
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Browser errors (decision 144): one row per fingerprint (the normalised message, the script
 * that threw, the remote and its version, the route pattern), counted. The message is a scrubbed,
 * truncated sample (contracts' scrubErrorMessage): no query string, e-mail address or long number.
 */
export const browserErrors = pgTable(
  'browser_errors',
  {
    fingerprint: text('fingerprint').primaryKey(),
    kind: text('kind').notNull(),
    route: text('route').notNull(),
    /** The remote whose script threw, or "none" (the shell's or an unknown script). */
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    /** The top stack frame's script path with line and column, no origin or query. */
    source: text('source'),
    message: text('message'),
    count: integer('count').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('browser_errors_last_seen_idx').on(t.lastSeen),
    check('browser_errors_kind_known', sql`${t.kind} in ('error', 'rejection')`),
    check('browser_errors_count_positive', sql`${t.count} > 0`),
  ],
);
