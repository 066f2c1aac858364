// Delivers outbox messages (lead notifications) with retries and exponential backoff, so an SMTP
// outage delays e-mail but loses nothing: the row stays pending until a send succeeds.
import fp from 'fastify-plugin';
import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BACKOFF_MAX_MS, OUTBOX_BATCH_SIZE } from '../../config/constants';
import { outboxRepository } from '../../repositories/leads';
import type { MailMessage } from './mailer';

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

export const backoffMs = (attempts: number) =>
  Math.min(OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

export default fp<{ outboxAuto?: boolean }>(
  async (app, opts) => {
    const repo = outboxRepository(app.db);
    const { OUTBOX_POLL_MS, OUTBOX_MAX_ATTEMPTS } = app.config;
    let running: Promise<number> | null = null;
    let closed = false;

    async function drainOnce(): Promise<number> {
      let sent = 0;
      const batch = await repo.claimDue(OUTBOX_BATCH_SIZE, OUTBOX_BACKOFF_MAX_MS);
      for (const message of batch) {
        try {
          const { to, subject, text } = message.payload as MailMessage;
          await app.mailer.send({ to, subject, text });
          await repo.markSent(message.id);
          sent++;
        } catch (err) {
          const retryAt = message.attempts >= OUTBOX_MAX_ATTEMPTS ? null : new Date(Date.now() + backoffMs(message.attempts));
          app.log.warn({ err, outboxId: message.id, attempts: message.attempts }, 'outbox delivery failed');
          await repo.markFailed(message.id, err instanceof Error ? err.message : String(err), retryAt);
        }
      }
      return sent;
    }

    function drain(): Promise<number> {
      // One drain at a time per process; callers share the one in flight.
      running ??= drainOnce().finally(() => {
        running = null;
      });
      return running;
    }

    const tick = () => {
      if (closed) return;
      drain().catch((err) => app.log.error({ err }, 'outbox drain failed'));
    };

    // Tests turn the automatic delivery off and drain explicitly, so nothing runs after they end.
    const auto = opts.outboxAuto !== false;
    app.decorate('outbox', { drain, poke: () => auto && setImmediate(tick) });
    if (auto) {
      const timer = setInterval(tick, OUTBOX_POLL_MS);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }
    app.addHook('onClose', async () => {
      closed = true;
      await running?.catch(() => undefined);
    });
  },
  { name: 'outbox', dependencies: ['config', 'db', 'mailer'] },
);
