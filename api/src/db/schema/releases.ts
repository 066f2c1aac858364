// Release channels of the federated remotes (decision 125): which build of each remote the
// page servers load, an optional canary candidate with its share of visitors, and the history
// of every release (who, when, from, to) that the back office shows and a rollback reads.
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, version } from './columns';

/** One row per remote, keyed by its federation name (e.g. `mfe_lms`). */
export const remoteChannels = pgTable(
  'remote_channels',
  {
    remote: text('remote').primaryKey(),
    stableVersion: text('stable_version').notNull(),
    stableManifest: text('stable_manifest').notNull(),
    candidateVersion: text('candidate_version'),
    candidateManifest: text('candidate_manifest'),
    candidateShare: smallint('candidate_share'),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A candidate is all three fields or none, never the stable build, and a share of 1–99 %.
    check(
      'remote_channels_candidate_whole',
      sql`(${t.candidateVersion} is null and ${t.candidateManifest} is null and ${t.candidateShare} is null) or (${t.candidateVersion} is not null and ${t.candidateManifest} is not null and ${t.candidateShare} is not null)`,
    ),
    check('remote_channels_candidate_not_stable', sql`${t.candidateVersion} is distinct from ${t.stableVersion}`),
    check('remote_channels_share_range', sql`${t.candidateShare} between 1 and 99`),
  ],
);

/** The release history: one row per switch, canary, promote or rollback, newest read first. */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    action: text('action').notNull(),
    fromVersion: text('from_version'),
    toVersion: text('to_version').notNull(),
    /** The stable manifest after this release, so a rollback can point back at it. */
    manifest: text('manifest').notNull(),
    share: smallint('share'),
    /** The staff member's e-mail, or `automatic` for the rollback the API decides itself. */
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('remote_releases_remote_idx').on(t.remote, t.id),
    check('remote_releases_action_known', sql`${t.action} in ('switch', 'canary', 'promote', 'rollback', 'auto_rollback')`),
  ],
);

/**
 * The canary guard's settings (decision 127): one row for the site, absent until staff first save
 * them (the API's defaults apply until then). Versioned like every staff-edited record.
 */
export const releaseGuard = pgTable(
  'release_guard',
  {
    id: smallint('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    windowMinutes: integer('window_minutes').notNull(),
    minLoads: integer('min_loads').notNull(),
    maxFailureIncreasePer1000: doublePrecision('max_failure_increase_per_1000').notNull(),
    maxLcpIncreasePct: doublePrecision('max_lcp_increase_pct').notNull(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('release_guard_one_row', sql`${t.id} = 1`),
    check('release_guard_window', sql`${t.windowMinutes} between 5 and 1440`),
    check('release_guard_min_loads', sql`${t.minLoads} between 10 and 100000`),
    check('release_guard_thresholds', sql`${t.maxFailureIncreasePer1000} between 0 and 1000 and ${t.maxLcpIncreasePct} between 0 and 1000`),
  ],
);
