import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

export default fp(
  async (app) => {
    // Not global: only the routes that cost a hash, send mail or reveal coupons opt in (see
    // `rateLimits` in config/constants). In-memory store: one process per deploy (decision 104).
    await app.register(rateLimit, {
      global: false,
      timeWindow: app.config.RATE_LIMIT_WINDOW,
      errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many requests. Try again in ${ctx.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
