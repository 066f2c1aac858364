// Prometheus metrics (decision 116) with prom-client, one registry per app (tests
// build many apps in one process). GET /metrics answers only with the METRICS_TOKEN bearer token,
// so the API's public port does not hand its internals to anyone; without a token there is no
// route. Request figures are labelled by route pattern ("/lms/course/:id"), never by URL, so
// the label set stays bounded; unmatched URLs share one label.
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { errorResponseSchema } from '@sap-academy/contracts';
import { HttpError } from '../../lib/http-error';
import { backupRunsRepository } from '../../repositories/backup-runs';
import { outboxRepository } from '../../repositories/outbox';
import { practiceServerRepository } from '../../repositories/practice-server';
import { refundsRepository } from '../../repositories/refunds';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { registry: Registry };
  }
}

export const METRICS_PATH = '/metrics';
const UNMATCHED_ROUTE = 'unmatched';

/** Seconds: most answers take milliseconds; the tail (hashes, cold database) takes seconds. */
const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    app.decorate('metrics', { registry });

    const requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'API requests by method, route pattern and status code (the _count is the request rate)',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      if (route === METRICS_PATH) return;
      requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const pool = new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle, waiting for a connection, max); absent on embedded PGlite',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = app.database.poolStats?.();
        if (!stats) return;
        pool.set({ state: 'in_use' }, stats.inUse);
        pool.set({ state: 'idle' }, stats.idle);
        pool.set({ state: 'waiting' }, stats.waiting);
        pool.set({ state: 'max' }, stats.max);
      },
    });

    const outbox = outboxRepository(app.db);
    const outboxMessages = new Gauge({
      name: 'outbox_messages',
      help: 'Mail outbox messages waiting to be sent (pending) or given up on until staff retry them (parked)',
      labelNames: ['status'] as const,
      registers: [registry],
      async collect() {
        try {
          const counts = await outbox.counts();
          outboxMessages.set({ status: 'pending' }, counts.pending);
          outboxMessages.set({ status: 'parked' }, counts.parked);
        } catch (err) {
          // A scrape while the database is down still answers, with the other metrics.
          app.log.warn({ err }, 'metrics: outbox counts unavailable');
        }
      },
    });

    // Decision 142: what staff must act on, counted at scrape time like the outbox; the alert rules
    // name these two gauges.
    const refunds = refundsRepository(app.db);
    // prom-client collects every metric of a scrape at once: the two gauges share one query, the
    // one in flight, and the next scrape asks again.
    let refundCountsInFlight: ReturnType<typeof readRefundCounts> | null = null;
    async function readRefundCounts() {
      try {
        return await refunds.attentionCounts();
      } catch (err) {
        app.log.warn({ err }, 'metrics: refund counts unavailable');
        return null;
      }
    }
    const refundCounts = () => (refundCountsInFlight ??= readRefundCounts().finally(() => (refundCountsInFlight = null)));
    const ordersRefundDue = new Gauge({
      name: 'orders_refund_due',
      help: 'Orders kept as refund_due whose refunds do not yet cover what was paid',
      registers: [registry],
      async collect() {
        const counts = await refundCounts();
        if (counts) ordersRefundDue.set(counts.refund_due);
      },
    });
    const refundsFailed = new Gauge({
      name: 'refunds_failed',
      help: 'Orders whose latest refund failed at the payment provider and was not retried',
      registers: [registry],
      async collect() {
        const counts = await refundCounts();
        if (counts) refundsFailed.set(counts.refunds_failed);
      },
    });

    // Students waiting for a practice-server login (decision 150): the PracticeServerPoolEmpty
    // alert fires while it stays above 0.
    const practiceServerWaiting = new Gauge({
      name: 'practice_server_waiting',
      help: 'Students whose practice-server access waits for a free credential',
      registers: [registry],
      async collect() {
        try {
          practiceServerWaiting.set(await practiceServerRepository(app.db).waitingCount());
        } catch (err) {
          app.log.warn({ err }, 'metrics: practice-server waiting count unavailable');
        }
      },
    });

    // The backup job records its runs in the database (decision 315); the alert on this gauge
    // fires when the newest verified backup is too old, or when there has never been one (0).
    const backupRuns = backupRunsRepository(app.db);
    const backupLastSuccess = new Gauge({
      name: 'backup_last_success_timestamp_seconds',
      help: 'When the newest verified database backup finished, in unix seconds; 0 before the first one',
      registers: [registry],
      async collect() {
        try {
          const at = await backupRuns.newestVerifiedAt();
          backupLastSuccess.set(at ? Math.floor(at.getTime() / 1000) : 0);
        } catch (err) {
          app.log.warn({ err }, 'metrics: backup runs unavailable');
        }
      },
    });

    const token = app.config.METRICS_TOKEN;
    if (!token) return;
    app.get(
      METRICS_PATH,
      {
        schema: { hide: true, response: { 401: errorResponseSchema } },
        onRequest: async (request) => {
          const header = request.headers.authorization ?? '';
          const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
          if (!sameSecret(given, token)) throw new HttpError(401, 'Metrics need the METRICS_TOKEN bearer token.');
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store').type(registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
