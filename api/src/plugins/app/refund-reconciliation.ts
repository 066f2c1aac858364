// The refund reconciliation job (decision 148): every replica runs it on its own timer; the
// service's SKIP LOCKED claims and the settlement's lock make the replicas' runs safe together,
// as the order expiry's are (decision 106).
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { reconcilePendingRefunds, type ReconcileResult } from '../../services/refund-reconciliation';

declare module 'fastify' {
  interface FastifyInstance {
    refundReconciliation: {
      /** Looks up every refund pending past REFUND_RECONCILE_AFTER_MINUTES at `now` (default: the clock). */
      run(now?: Date): Promise<ReconcileResult>;
    };
  }
}

export interface RefundReconciliationOptions {
  /** false: no timer; the caller runs app.refundReconciliation.run(now) (tests stay deterministic). */
  refundReconcileAuto?: boolean;
  now?: () => Date;
}

export default fp<RefundReconciliationOptions>(
  async (app, opts) => {
    const clock = opts.now ?? (() => new Date());
    const run = async (now: Date = clock()) => {
      const result = await reconcilePendingRefunds(
        { db: app.db, payments: app.payments, afterMinutes: app.config.REFUND_RECONCILE_AFTER_MINUTES, log: app.log },
        now,
      );
      if (result.processed + result.failed > 0) app.log.info({ ...result }, 'refund reconciliation settled refunds');
      return result;
    };
    app.decorate('refundReconciliation', { run });
    periodicJob(app, {
      work: () => run(),
      everyMs: opts.refundReconcileAuto === false ? null : app.config.REFUND_RECONCILE_POLL_MS,
      onError: (err) => app.log.error({ err }, 'refund reconciliation failed'),
    });
  },
  { name: 'refund-reconciliation', dependencies: ['config', 'db', 'payments'] },
);
