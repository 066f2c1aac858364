// Real-user monitoring intake (decision 116). A beacon is answered at once and its
// record queued; the queue is written in one multi-row insert per second, so a traffic spike costs
// the database a few inserts a second, not one per page view, and a database outage costs the
// records (counted as dropped), never the page or a 500. The same records feed this process's
// Prometheus histograms and counters; GET /admin/rum reads percentiles across replicas from the
// table. Records older than RUM_RETENTION_DAYS are deleted hourly. Page errors are counted in a
// metric and, deduplicated by fingerprint, added to browser_errors on the same flush (decision 144):
// a thousand reports of one error in a second cost one upsert.
import fp from 'fastify-plugin';
import { Counter, Histogram } from 'prom-client';
import { rumRouteLabel, type RumRecord } from '@sap-academy/contracts';
import { periodicJob } from '../../lib/periodic-job';
import { knownRemotes, remoteLabel, remoteVersionsLabel, versionLabel, type KnownRemotes } from '../../lib/rum-labels';
import { browserErrorRow, mergeBrowserErrorRows } from '../../lib/browser-error-row';
import { browserErrorsRepository, type BrowserErrorRow } from '../../repositories/browser-errors';
import { rumRepository, type RumRow } from '../../repositories/rum';

declare module 'fastify' {
  interface FastifyInstance {
    rum: {
      /** Queues a validated record; false when the queue is full and the record was dropped. */
      record(record: RumRecord): boolean;
      /** Writes the queue now; returns how many records were written. Tests call it directly. */
      flush(): Promise<number>;
    };
  }
}

export const RUM_FLUSH_MS = 1000;
/** Records held while the database is slow or down; beyond this new ones are dropped. */
export const RUM_QUEUE_MAX = 5000;
const RUM_BATCH_MAX = 500;
const PRUNE_EVERY_MS = 3_600_000;
/**
 * Distinct (route, remote versions) label pairs per process; later ones are counted as "other".
 * Routes are the site's and versions the config's (decision 122), so the cap is a backstop.
 */
export const RUM_LABEL_PAIRS_MAX = 300;
/** A page error's remote and version labels when no remote's script threw it. */
export const NO_REMOTE = 'none';

/** "mfe_lms@0.1.1 mfe_marketing@0.1.0": the versions a page was built from, as stored. */
export const remoteVersionsText = (remotes: Record<string, string>) =>
  Object.keys(remotes)
    .sort()
    .map((name) => `${name}@${remotes[name]}`)
    .join(' ');

/**
 * The stored row: remotes the config names and routes the site map lists (else `other`), so a
 * made-up remote name or path (`/priya-sharma`) is never kept; versions as
 * reported (checked by the contract), for GET /admin/rum to show a stale version failing. Labels
 * are bounded separately.
 */
function toRow(record: Exclude<RumRecord, { type: 'error' }>, at: Date, known: KnownRemotes): RumRow {
  const route = rumRouteLabel(record.route);
  if (record.type === 'remote-failure') {
    return { type: record.type, route, remote: remoteLabel(known, record.remote), version: record.version, kind: record.kind, createdAt: at };
  }
  const ms = (value: number | undefined) => (value === undefined ? null : Math.round(value));
  const remotes = Object.fromEntries(Object.entries(record.remotes).map(([name, version]) => [remoteLabel(known, name), version]));
  return {
    type: record.type,
    route,
    remoteVersions: remoteVersionsText(remotes),
    lcpMs: ms(record.lcp),
    inpMs: ms(record.inp),
    ttfbMs: ms(record.ttfb),
    cls: record.cls ?? null,
    createdAt: at,
  };
}

export default fp<{ rumAuto?: boolean; clock?: () => Date }>(
  async (app, opts) => {
    const repo = rumRepository(app.db);
    const errorsRepo = browserErrorsRepository(app.db);
    const clock = opts.clock ?? (() => new Date());
    const registers = [app.metrics.registry];
    let queue: RumRow[] = [];
    let errorQueue: BrowserErrorRow[] = [];
    let lastPrune = 0;

    const received = new Counter({ name: 'rum_records_total', help: 'Real-user records accepted, by type', labelNames: ['type'] as const, registers });
    const dropped = new Counter({
      name: 'rum_records_dropped_total',
      help: 'Real-user records not stored: the queue was full (the database slow or down for a while)',
      labelNames: ['reason'] as const,
      registers,
    });
    const failures = new Counter({
      name: 'rum_remote_failures_total',
      help: 'Remote load failures real browsers reported, by remote, version and where it failed',
      labelNames: ['remote', 'version', 'kind'] as const,
      registers,
    });
    const pageErrors = new Counter({
      name: 'rum_page_errors_total',
      help: 'Uncaught errors and unhandled rejections real browsers reported, by the remote whose script threw ("none": the shell or unknown), its version and kind',
      labelNames: ['remote', 'version', 'kind'] as const,
      registers,
    });
    const vital = (name: string, help: string, buckets: number[]) =>
      new Histogram({ name, help, labelNames: ['route', 'remote_versions'] as const, buckets, registers });
    const secondsBuckets = [0.1, 0.2, 0.5, 0.8, 1, 1.5, 2, 2.5, 3, 4, 6, 10];
    const vitals = {
      lcp: vital('rum_lcp_seconds', 'Largest Contentful Paint of real page loads (p75: histogram_quantile(0.75, ...))', secondsBuckets),
      inp: vital('rum_inp_seconds', 'Interaction to Next Paint of real page loads', [0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1, 2, 5]),
      ttfb: vital('rum_ttfb_seconds', 'Time to First Byte of real page loads', [0.05, 0.1, 0.2, 0.4, 0.8, 1.2, 1.8, 3, 6]),
      cls: vital('rum_cls', 'Cumulative Layout Shift of real page loads (unitless)', [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]),
    };
    const known = knownRemotes(app.config);
    const labelPairs = new Set<string>();
    const boundedLabels = (route: string, remoteVersions: string) => {
      const key = `${route}\u0000${remoteVersions}`;
      if (labelPairs.has(key) || labelPairs.size < RUM_LABEL_PAIRS_MAX) {
        labelPairs.add(key);
        return { route, remote_versions: remoteVersions };
      }
      return { route: 'other', remote_versions: 'other' };
    };

    function observe(record: RumRecord) {
      received.inc({ type: record.type });
      if (record.type === 'error') {
        const remote = record.remote === undefined ? NO_REMOTE : remoteLabel(known, record.remote);
        const version = record.remote === undefined || record.version === undefined ? NO_REMOTE : versionLabel(known, record.remote, record.version);
        pageErrors.inc({ remote, version, kind: record.kind });
        return;
      }
      if (record.type === 'remote-failure') {
        // Only what the runtime config names is a label (decision 122): 5,000 made-up versions were
        // 5,000 series.
        failures.inc({ remote: remoteLabel(known, record.remote), version: versionLabel(known, record.remote, record.version), kind: record.kind });
        return;
      }
      const labels = boundedLabels(rumRouteLabel(record.route), remoteVersionsLabel(known, record.remotes));
      if (record.lcp !== undefined) vitals.lcp.observe(labels, record.lcp / 1000);
      if (record.inp !== undefined) vitals.inp.observe(labels, record.inp / 1000);
      if (record.ttfb !== undefined) vitals.ttfb.observe(labels, record.ttfb / 1000);
      if (record.cls !== undefined) vitals.cls.observe(labels, record.cls);
    }

    async function write(): Promise<number> {
      let written = 0;
      while (queue.length > 0) {
        const batch = queue.slice(0, RUM_BATCH_MAX);
        try {
          await repo.insertMany(batch);
        } catch (err) {
          // Kept for the next pass while there is room; the oldest go first when there is not.
          app.log.warn({ err, queued: queue.length }, 'rum: records not written; retrying on the next pass');
          break;
        }
        queue = queue.slice(batch.length);
        written += batch.length;
      }
      if (errorQueue.length > 0) {
        const batch = errorQueue;
        errorQueue = [];
        try {
          const rows = mergeBrowserErrorRows(batch);
          await errorsRepo.upsertMany(rows);
          written += batch.length;
        } catch (err) {
          app.log.warn({ err, queued: batch.length }, 'rum: browser errors not written; retrying on the next pass');
          errorQueue = [...batch, ...errorQueue].slice(-RUM_QUEUE_MAX);
        }
      }
      const now = clock().getTime();
      if (now - lastPrune >= PRUNE_EVERY_MS) {
        lastPrune = now;
        await repo
          .deleteOlderThan(new Date(now - app.config.RUM_RETENTION_DAYS * 86_400_000))
          .catch((err: unknown) => app.log.warn({ err }, 'rum: old records not deleted'));
        await errorsRepo
          .deleteNotSeenSince(new Date(now - app.config.RUM_RETENTION_DAYS * 86_400_000))
          .catch((err: unknown) => app.log.warn({ err }, 'rum: old browser errors not deleted'));
      }
      return written;
    }

    const job = periodicJob(app, {
      work: write,
      everyMs: opts.rumAuto === false ? null : RUM_FLUSH_MS,
      onError: (err) => app.log.warn({ err }, 'rum: flush failed'),
    });
    // Written before the database closes (this hook runs before the db plugin's).
    app.addHook('onClose', async () => {
      await job.run().catch(() => undefined);
    });

    app.decorate('rum', {
      record(record: RumRecord) {
        observe(record);
        // Counted (decision 316) and listed in browser_errors (decision 144), not in rum_events:
        // that table keeps what GET /admin/rum and the release judge read.
        if (record.type === 'error') {
          if (errorQueue.length >= RUM_QUEUE_MAX) {
            dropped.inc({ reason: 'queue-full' });
            return false;
          }
          errorQueue.push(browserErrorRow(record, clock(), known));
          return true;
        }
        if (queue.length >= RUM_QUEUE_MAX) {
          dropped.inc({ reason: 'queue-full' });
          return false;
        }
        queue.push(toRow(record, clock(), known));
        return true;
      },
      flush: () => job.run(),
    });
  },
  { name: 'rum', dependencies: ['config', 'db', 'metrics'] },
);
