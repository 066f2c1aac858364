// The application as a Fastify plugin (fastify/demo layout): external plugins first, then the
// app's own (db, auth, services), then the error handler and the routes. `server.ts` only listens.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { clientErrorHandler, frameworkErrors } from './lib/client-errors';
import { REDACT_PATHS, serializeError } from './lib/logging';
import { requestId } from './lib/request-id';
import authPlugin from './plugins/app/auth';
import batchesPlugin from './plugins/app/batches';
import cataloguePlugin from './plugins/app/catalogue';
import configPlugin from './plugins/app/config';
import dbPlugin from './plugins/app/db';
import errorHandler from './plugins/app/error-handler';
import inputHygienePlugin from './plugins/app/input-hygiene';
import mailerPlugin, { type Mailer } from './plugins/app/mailer';
import metricsPlugin from './plugins/app/metrics';
import orderExpiryPlugin, { type OrderExpiryOptions } from './plugins/app/order-expiry';
import outboxPlugin from './plugins/app/outbox';
import refundReconciliationPlugin from './plugins/app/refund-reconciliation';
import remindersPlugin from './plugins/app/reminders';
import practiceServerPlugin from './plugins/app/practice-server';
import eventRemindersPlugin from './plugins/app/event-reminders';
import checkoutRemindersPlugin from './plugins/app/checkout-reminders';
import passwordsPlugin from './plugins/app/passwords';
import receiptsPlugin from './plugins/app/receipts';
import releaseJudgePlugin, { type ReleaseJudgeOptions } from './plugins/app/release-judge';
import staffPlugin from './plugins/app/staff';
import storagePlugin from './plugins/app/storage';
import tracingPlugin from './plugins/app/tracing';
import paymentsPlugin from './plugins/app/payments';
import rumPlugin from './plugins/app/rum';
import corsPlugin from './plugins/external/cors';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import redisPlugin from './plugins/external/redis';
import swaggerPlugin from './plugins/external/swagger';
import { registerRoutes } from './routes/index';

/** A pino destination: anything with write(line). */
export interface LogStream {
  write(line: string): void;
}

export interface AppOptions extends Pick<OrderExpiryOptions, 'orderExpiryAuto'>, Pick<ReleaseJudgeOptions, 'releaseJudgeAuto'> {
  config: Config;
  /** Given by tests (one database per test file) and by server.ts after auto-migration. */
  database?: Database;
  mailer?: Mailer;
  /** false: no outbox timer; the caller drains explicitly. */
  outboxAuto?: boolean;
  /** false: no reminder-scan timer; the caller runs app.reminders.run(now) (decision 139). */
  remindersAuto?: boolean;
  /** false: no refund reconciliation timer; the caller runs app.refundReconciliation.run(now) (decision 148). */
  refundReconcileAuto?: boolean;
  /** false: no timer writing real-user records; the caller flushes (app.rum.flush). */
  rumAuto?: boolean;
  /** Where the log goes (default stdout); tests read it. */
  logStream?: LogStream;
  /** One clock for every time decision (outbox leases, backoff and parking; order expiry; the
   * release judge's window); tests
   * pass a fake to run hours. */
  clock?: () => Date;
}

async function serviceApp(app: FastifyInstance, opts: AppOptions) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config: opts.config });
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin);
  await app.register(swaggerPlugin);
  // Before every plugin that reads a request: nothing downstream sees a NUL or a lone surrogate.
  await app.register(inputHygienePlugin);
  await app.register(tracingPlugin);

  await app.register(dbPlugin, { database: opts.database });
  await app.register(metricsPlugin);
  await app.register(rumPlugin, { rumAuto: opts.rumAuto, clock: opts.clock });
  await app.register(cataloguePlugin);
  await app.register(passwordsPlugin);
  await app.register(receiptsPlugin);
  await app.register(storagePlugin, { clock: opts.clock });
  await app.register(mailerPlugin, { mailer: opts.mailer });
  await app.register(outboxPlugin, { outboxAuto: opts.outboxAuto, clock: opts.clock });
  await app.register(remindersPlugin, { remindersAuto: opts.remindersAuto, clock: opts.clock });
  await app.register(paymentsPlugin);
  await app.register(orderExpiryPlugin, { orderExpiryAuto: opts.orderExpiryAuto, now: opts.clock });
  await app.register(refundReconciliationPlugin, { refundReconcileAuto: opts.refundReconcileAuto, now: opts.clock });
  await app.register(releaseJudgePlugin, { releaseJudgeAuto: opts.releaseJudgeAuto, now: opts.clock });
  // Decision 137: an hour before an event, the join link again (a scan of decision 139's).
  await app.register(eventRemindersPlugin);
  await app.register(checkoutRemindersPlugin); // decision 145
  await app.register(batchesPlugin, { now: opts.clock }); // decision 136
  // Decision 150: timers follow the reminder scans' switch, so tests run every job by hand.
  await app.register(practiceServerPlugin, { now: opts.clock, practiceServerAuto: opts.remindersAuto });
  await app.register(authPlugin);
  await app.register(staffPlugin);
  await app.register(errorHandler);

  await registerRoutes(app);
}

export default fp(serviceApp, { name: 'service-app' });

export function serverOptions(config: Config, logStream?: LogStream): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Values never reach the log: tokens, hashes, SQL parameters, personal data (decision 109).
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            serializers: { err: serializeError },
            ...(logStream ? { stream: logStream } : {}),
          },
    // Parser-level (400/408/414/431) and router-level (bad URL, long parameter) errors in {detail}.
    clientErrorHandler,
    frameworkErrors,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: (_address: string, hop: number) => hop < config.TRUST_PROXY_HOPS,
    // Long ids and query strings are client errors, not work for the router.
    routerOptions: { maxParamLength: 200 },
    // Closing keeps answering in-flight requests but refuses new connections; requests that
    // still arrive get the error handler's 503 {detail} instead of Fastify's own body.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A request keeps the id its caller gave it (the page server, nginx's $request_id), so one
    // page's log lines can be found in every service; anything else gets a fresh one.
    // Fastify's own header option would take any text unchecked: lib/request-id.ts reads it.
    requestIdHeader: false,
    genReqId: requestId,
  };
}

export async function buildApp(opts: AppOptions) {
  const app = Fastify(serverOptions(opts.config, opts.logStream)).withTypeProvider<ZodTypeProvider>();
  await app.register(fp(serviceApp), opts);
  return app;
}
