// Delivers outbox messages (lead notifications, templated account mail and receipts) with retries
// and exponential backoff, so an SMTP outage delays e-mail but loses nothing: a row stays pending
// for OUTBOX_RETRY_FOR_HOURS, then is parked for `npm run outbox:retry-parked -w api` (decision
// 105). Templated rows are rendered here, at send time (decision 114): a row whose template cannot
// be rendered fails and backs off like a send that failed.
import fp from 'fastify-plugin';
import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_MS, OUTBOX_SEND_CONCURRENCY } from '../../config/constants';
import { periodicJob } from '../../lib/periodic-job';
import { withTimeout } from '../../lib/timeout';
import { brandFrom } from '../../mail/brand';
import { composeMessage } from '../../mail/compose';
import { MailTemplateError, type RenderContext } from '../../mail/render-mail';
import { outboxRepository, type OutboxRow } from '../../repositories/outbox';
import { studentOrdersRepository } from '../../repositories/student-orders';
import { siteSettings } from '../../services/site-settings';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: {
      /** Sends everything due now; returns how many were sent. Tests call it directly. */
      drain(): Promise<number>;
      /** Asks for a drain soon (after a new message), without waiting for it. */
      poke(): void;
    };
  }
}

export type Clock = () => Date;

/** Delay before the attempt after `attempts` failures: 5 s doubling, at most `maxMs`. */
export const backoffMs = (attempts: number, maxMs: number) => Math.min(maxMs, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.min(30, Math.max(0, attempts - 1)));

/** Runs `fn` over `items` with at most `limit` at once. */
async function eachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

export default fp<{ outboxAuto?: boolean; clock?: Clock }>(
  async (app, opts) => {
    const repo = outboxRepository(app.db);
    const clock = opts.clock ?? (() => new Date());
    const { OUTBOX_POLL_MS, OUTBOX_BACKOFF_MAX_MS, OUTBOX_RETRY_FOR_HOURS, OUTBOX_SEND_TIMEOUT_MS } = app.config;
    const retryForMs = OUTBOX_RETRY_FOR_HOURS * 3_600_000;
    const settings = siteSettings(app);
    const orders = studentOrdersRepository(app.db);

    /**
     * What templates read besides their data, for one batch: the settings are read once, and only
     * if a templated row needs them (a lead notification alone reads nothing).
     */
    function batchContext(): () => Promise<RenderContext> {
      let context: Promise<RenderContext> | undefined;
      return () =>
        (context ??= settings.current().then((current) => ({
          brand: brandFrom(current, app.config.PUBLIC_SITE_URL),
          loadReceipt: (paymentId: number) => orders.receipt(paymentId),
          // The stored file (decision 121): the mail renders it only if no download did before.
          receiptPdf: async (paymentId: number) => {
            const file = await app.receipts.file(paymentId);
            if (!file) throw new MailTemplateError(`receipt: order ${paymentId} has no receipt (not paid, or gone)`);
            return file.bytes();
          },
        })));
    }

    /** Sends one leased row; a failure (or a hung send, cut by the timeout) backs off only this row. */
    async function deliver(message: OutboxRow, leaseEnds: number, context: () => Promise<RenderContext>): Promise<boolean> {
      // Too late to finish inside the lease (a slow database): leave the row to the lease's end
      // rather than risk a second worker sending it too.
      if (clock().getTime() + OUTBOX_SEND_TIMEOUT_MS > leaseEnds) return false;
      // A flag, not the error's truthiness: even a falsy throw (`throw undefined`) is a failure.
      let sent = false;
      let error: unknown;
      try {
        // Rendering counts as part of the attempt: bad template data, or a database that cannot
        // give the order behind a receipt, backs off this row and nothing else.
        const send = async () => app.mailer.send(await composeMessage(message.payload, context));
        await withTimeout(send(), OUTBOX_SEND_TIMEOUT_MS, 'e-mail send');
        sent = true;
      } catch (err) {
        error = err;
      }
      try {
        if (sent) {
          await repo.markSent(message, clock());
          return true;
        }
        const now = clock();
        const expired = now.getTime() - message.createdAt.getTime() >= retryForMs;
        const retryAt = expired ? null : new Date(now.getTime() + backoffMs(message.attempts, OUTBOX_BACKOFF_MAX_MS));
        const log = { err: error, outboxId: message.id, attempts: message.attempts, retryAt };
        if (retryAt) app.log.warn(log, 'outbox delivery failed; will retry');
        else app.log.error(log, `outbox delivery failed for ${OUTBOX_RETRY_FOR_HOURS} h; parked`);
        await repo.markFailed(message, error instanceof Error ? error.message : String(error), retryAt);
      } catch (err) {
        // The database went away: the row stays leased and is retried when the lease ends (a mail
        // already sent goes again: delivery is at-least-once).
        app.log.warn({ err, outboxId: message.id }, 'outbox could not record a delivery result');
      }
      return false;
    }

    async function drainOnce(): Promise<number> {
      const claimedAt = clock().getTime();
      const batch = await repo.claimDue(OUTBOX_BATCH_SIZE, new Date(claimedAt), OUTBOX_LEASE_MS);
      const context = batchContext();
      let sent = 0;
      await eachLimit(batch, OUTBOX_SEND_CONCURRENCY, async (message) => {
        if (await deliver(message, claimedAt + OUTBOX_LEASE_MS, context)) sent++;
      });
      return sent;
    }

    // Tests turn the automatic delivery off and drain explicitly, so nothing runs after they end.
    const job = periodicJob(app, {
      work: drainOnce,
      everyMs: opts.outboxAuto === false ? null : OUTBOX_POLL_MS,
      // At warn: a database restart fails a drain or two, and the next tick recovers (decision 108).
      onError: (err) => app.log.warn({ err }, 'outbox drain failed'),
    });
    app.decorate('outbox', { drain: job.run, poke: job.poke });
  },
  { name: 'outbox', dependencies: ['config', 'db', 'mailer', 'receipts'] },
);
