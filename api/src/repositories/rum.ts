// Real-user monitoring records (decision 116): written in batches by plugins/app/rum.ts, read as
// percentiles by GET /admin/rum. Percentiles come from PostgreSQL (percentile_cont), so the
// figures cover every replica's records, not one process's.
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rumEvents } from '../db/schema';
import type { RemoteFailureKind } from '@sap-academy/contracts';

export type RumRow = typeof rumEvents.$inferInsert;

export interface VitalsRow {
  route: string;
  remote_versions: string;
  samples: number;
  p75: { lcp: number | null; inp: number | null; ttfb: number | null; cls: number | null };
}

/** One remote build's figures over a window (decision 127's comparison), metrics unrounded. */
export interface BuildRumRow {
  loads: number;
  failures: number;
  samples: number;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

export interface FailureRow {
  remote: string;
  version: string;
  kind: RemoteFailureKind;
  count: number;
  last_at: string;
}

/** The most rows a summary lists: the busiest routes and the most frequent failures. */
const SUMMARY_ROWS = 200;

const rounded = (value: unknown, digits = 0) => {
  if (value === null || value === undefined) return null;
  const factor = 10 ** digits;
  return Math.round(Number(value) * factor) / factor;
};

export function rumRepository(db: Db) {
  return {
    async insertMany(rows: RumRow[]): Promise<void> {
      if (rows.length > 0) await db.insert(rumEvents).values(rows);
    },

    async deleteOlderThan(cutoff: Date): Promise<number> {
      const deleted = await db.delete(rumEvents).where(lt(rumEvents.createdAt, cutoff)).returning({ id: rumEvents.id });
      return deleted.length;
    },

    async vitalsSince(since: Date): Promise<VitalsRow[]> {
      const p75 = (column: unknown) => sql`percentile_cont(0.75) within group (order by ${column})`;
      const rows = await db
        .select({
          route: rumEvents.route,
          remoteVersions: sql<string>`coalesce(${rumEvents.remoteVersions}, '')`,
          samples: sql<number>`count(*)`.mapWith(Number),
          lcp: p75(rumEvents.lcpMs),
          inp: p75(rumEvents.inpMs),
          ttfb: p75(rumEvents.ttfbMs),
          cls: p75(rumEvents.cls),
        })
        .from(rumEvents)
        .where(sql`${rumEvents.type} = 'vitals' and ${rumEvents.createdAt} >= ${since}`)
        .groupBy(rumEvents.route, sql`coalesce(${rumEvents.remoteVersions}, '')`)
        .orderBy(sql`count(*) desc`, rumEvents.route)
        .limit(SUMMARY_ROWS);
      return rows.map((row) => ({
        route: row.route,
        remote_versions: row.remoteVersions,
        samples: row.samples,
        p75: { lcp: rounded(row.lcp), inp: rounded(row.inp), ttfb: rounded(row.ttfb), cls: rounded(row.cls, 3) },
      }));
    },

    /**
     * A remote build's loads, failures and p75 vitals since `since`, in one query. A load is a
     * vitals record whose remote versions name `remote@version` (the shell reports every remote
     * of the visitor's runtime config, so a canary visitor's pages all name the candidate); a
     * failure is a remote-failure record of that remote and version. Failure rows have no vitals,
     * so the percentiles and the sample count are over the loads alone.
     */
    async buildSince(remote: string, version: string, since: Date): Promise<BuildRumRow> {
      const p75 = (column: unknown) => sql<number | null>`percentile_cont(0.75) within group (order by ${column})`;
      const [row] = await db
        .select({
          loads: sql<number>`count(*) filter (where ${rumEvents.type} = 'vitals')`.mapWith(Number),
          failures: sql<number>`count(*) filter (where ${rumEvents.type} = 'remote-failure')`.mapWith(Number),
          samples: sql<number>`count(${rumEvents.lcpMs})`.mapWith(Number),
          lcp: p75(rumEvents.lcpMs),
          inp: p75(rumEvents.inpMs),
          cls: p75(rumEvents.cls),
        })
        .from(rumEvents)
        .where(
          sql`${rumEvents.createdAt} >= ${since} and (
            (${rumEvents.type} = 'vitals' and string_to_array(${rumEvents.remoteVersions}, ' ') @> array[${`${remote}@${version}`}::text])
            or (${rumEvents.type} = 'remote-failure' and ${rumEvents.remote} = ${remote} and ${rumEvents.version} = ${version}))`,
        );
      const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
      return {
        loads: row?.loads ?? 0,
        failures: row?.failures ?? 0,
        samples: row?.samples ?? 0,
        lcp: number(row?.lcp),
        inp: number(row?.inp),
        cls: number(row?.cls),
      };
    },

    async failuresSince(since: Date): Promise<FailureRow[]> {
      const rows = await db
        .select({
          remote: sql<string>`${rumEvents.remote}`,
          version: sql<string>`${rumEvents.version}`,
          kind: sql<RemoteFailureKind>`${rumEvents.kind}`,
          count: sql<number>`count(*)`.mapWith(Number),
          lastAt: sql<Date>`max(${rumEvents.createdAt})`.mapWith((value: string | Date) => new Date(value)),
        })
        .from(rumEvents)
        .where(sql`${rumEvents.type} = 'remote-failure' and ${rumEvents.createdAt} >= ${since}`)
        .groupBy(rumEvents.remote, rumEvents.version, rumEvents.kind)
        .orderBy(sql`count(*) desc`, rumEvents.remote, rumEvents.version)
        .limit(SUMMARY_ROWS);
      return rows.map((row) => ({ remote: row.remote, version: row.version, kind: row.kind, count: row.count, last_at: row.lastAt.toISOString() }));
    },
  };
}
