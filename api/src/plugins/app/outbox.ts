// Delivers outbox messages (lead notifications, templated account mail and receipts) with retries
// and exponential backoff, so an SMTP outage delays e-mail but loses nothing: a row stays pending
// for OUTBOX_RETRY_FOR_HOURS, then is parked for `npm run outbox:retry-parked -w api` (decision
// 105). Templated rows are rendered here, at send time (decision 114): a row whose template cannot
// be rendered fails and backs off like a send that failed. Every attempt of a row carries the row's
// Message-ID, transactional mail is claimed before bulk, and a send cut by its timeout is "outcome
// unknown": retried much later as the same message, never at once as a new one (decision 122).
import fp from 'fastify-plugin';
import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_MS, OUTBOX_SEND_CONCURRENCY } from '../../config/constants';
import { periodicJob } from '../../lib/periodic-job';
import { TimeoutError, withTimeout } from '../../lib/timeout';
import { brandFrom } from '../../mail/brand';
import { composeMessage } from '../../mail/compose';
import { MailTemplateError } from '../../mail/mail-template-error';
import type { RenderContext } from '../../mail/render-mail';
import { outboxRepository, type OutboxRow } from '../../repositories/outbox';
import { invoicesRepository } from '../../repositories/invoices';
import { checkoutRemindersRepository } from '../../repositories/checkout-reminders';
import { isMarketingPayload } from '../../mail/mail-kinds';
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

/** The row's last_error when marketing mail was closed unsent (decision 145). */
export const SUPPRESSED_REASON = 'not sent: the recipient unsubscribed from marketing mail';

/** Delay before the attempt after `attempts` failures: 5 s doubling, at most `maxMs`. */
export const backoffMs = (attempts: number, maxMs: number) => Math.min(maxMs, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.min(30, Math.max(0, attempts - 1)));

/** The domain of the sender's address: Message-IDs are `<uuid@domain>` (RFC 5322 §3.6.4). */
export function messageIdDomain(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'localhost';
}

/**
 * Whether a failed send may have been delivered: our timeout fired after the message was handed
 * to SMTP, or the socket went quiet after the connection was up (nodemailer's ETIMEDOUT outside
 * the connection phase). A refused connection or an SMTP rejection is a plain failure.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  const e = error as { code?: unknown; command?: unknown } | null;
  return e?.code === 'ETIMEDOUT' && e.command !== 'CONN';
}

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
    const { OUTBOX_POLL_MS, OUTBOX_BACKOFF_MAX_MS, OUTBOX_RETRY_FOR_HOURS, OUTBOX_SEND_TIMEOUT_MS, OUTBOX_UNKNOWN_RETRY_MS, MAIL_FROM } = app.config;
    const messageIdOf = (row: OutboxRow) => `<${row.messageId}@${messageIdDomain(MAIL_FROM)}>`;
    const retryForMs = OUTBOX_RETRY_FOR_HOURS * 3_600_000;
    const settings = siteSettings(app);
    const orders = studentOrdersRepository(app.db);
    const invoices = invoicesRepository(app.db);
    const optOuts = checkoutRemindersRepository(app.db);

    /** Decision 145: marketing mail to an account that unsubscribed is never sent, whenever it was queued. */
    const suppressed = async (message: OutboxRow) => {
      if (!isMarketingPayload(message.payload)) return false;
      const to = (message.payload as { to?: unknown }).to;
      return typeof to === 'string' && (await optOuts.optedOut(to));
    };

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
          loadInvoice: (paymentId: number) => invoices.findByPaymentId(paymentId),
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
      try {
        if (await suppressed(message)) {
          await repo.markSuppressed(message, clock(), SUPPRESSED_REASON);
          app.log.info({ outboxId: message.id }, 'outbox: marketing mail to an unsubscribed address closed without sending');
          return false;
        }
      } catch (err) {
        // The database went away: the row stays leased and is tried again when the lease ends.
        app.log.warn({ err, outboxId: message.id }, 'outbox could not read the marketing opt-out');
        return false;
      }
      // A flag, not the error's truthiness: even a falsy throw (`throw undefined`) is a failure.
      let sent = false;
      let error: unknown;
      let handedOver: Promise<void> | null = null;
      try {
        // Rendering counts as part of the attempt: bad template data, or a database that cannot
        // give the order behind a receipt, backs off this row and nothing else.
        const send = async () => {
          const composed = await composeMessage(message.payload, context);
          handedOver = app.mailer.send({ ...composed, messageId: messageIdOf(message) });
          await handedOver;
        };
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
        // Handed to SMTP and cut by the timeout (or the socket went quiet after the data): the
        // server may have it. Retried much later, as the same message, and recorded as sent if
        // the server acknowledges it meanwhile (decision 122).
        const unknown = handedOver !== null && outcomeUnknown(error);
        if (unknown) recordLateAck(message, handedOver!);
        const delayMs = unknown ? OUTBOX_UNKNOWN_RETRY_MS : backoffMs(message.attempts, OUTBOX_BACKOFF_MAX_MS);
        const retryAt = expired ? null : new Date(now.getTime() + delayMs);
        const log = { err: error, outboxId: message.id, attempts: message.attempts, retryAt, outcome: unknown ? 'unknown' : 'failed' };
        if (retryAt)
          app.log.warn(
            log,
            unknown ? 'outbox delivery outcome unknown (no SMTP answer in time); will retry later as the same message' : 'outbox delivery failed; will retry',
          );
        else app.log.error(log, `outbox delivery failed for ${OUTBOX_RETRY_FOR_HOURS} h; parked`);
        const reason = error instanceof Error ? error.message : String(error);
        await repo.markFailed(message, unknown ? `outcome unknown: ${reason}` : reason, retryAt);
      } catch (err) {
        // The database went away: the row stays leased and is retried when the lease ends (a mail
        // already sent goes again, as the same message: delivery is at-least-once).
        app.log.warn({ err, outboxId: message.id }, 'outbox could not record a delivery result');
      }
      return false;
    }

    /** A send abandoned at its timeout keeps running; if the server acknowledges it, it was sent. */
    function recordLateAck(message: OutboxRow, send: Promise<void>) {
      send.then(
        () =>
          repo
            .markSentLate(message, clock())
            .then(() => app.log.info({ outboxId: message.id }, 'outbox: a send abandoned at its timeout was acknowledged; recorded as sent'))
            .catch((err: unknown) => app.log.warn({ err, outboxId: message.id }, 'outbox could not record a late acknowledgement')),
        () => undefined,
      );
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
