// Expires unpaid orders (decision 106) so a limited coupon's uses are not held forever. Every
// replica may run it: due rows are claimed with SKIP LOCKED, so none is released twice.
import fp from 'fastify-plugin';
import { periodicJob } from '../../lib/periodic-job';
import { expireDueOrders } from '../../services/orders';

declare module 'fastify' {
  interface FastifyInstance {
    orders: {
      /** The clock of the order lifecycle; tests inject one to move time. */
      now(): Date;
      /** Expires every open order due at `now` (default: the clock); returns how many. */
      expireDue(now?: Date): Promise<number>;
    };
  }
}

export interface OrderExpiryOptions {
  /** false: no timer; the caller runs expireDue explicitly (tests stay deterministic). */
  orderExpiryAuto?: boolean;
  now?: () => Date;
}

export default fp<OrderExpiryOptions>(
  async (app, opts) => {
    const now = opts.now ?? (() => new Date());
    const expireDue = (at?: Date) => expireDueOrders(app.db, at ?? now());
    app.decorate('orders', { now, expireDue });
    periodicJob(app, {
      work: () => expireDue(),
      everyMs: opts.orderExpiryAuto === false ? null : app.config.ORDER_EXPIRY_POLL_MS,
      onError: (err) => app.log.error({ err }, 'order expiry failed'),
    });
  },
  { name: 'order-expiry', dependencies: ['config', 'db'] },
);
