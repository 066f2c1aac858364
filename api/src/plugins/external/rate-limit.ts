import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';
import { REDIS_PREFIX } from './redis';

export default fp(
  async (app) => {
    // Not global: only the routes that cost a hash, send mail or reveal coupons opt in (see
    // `rateLimits` in config/constants). With REDIS_URL the counters live in Redis, shared by every
    // replica; without it in this process's memory, as for one process (decisions 104, 115).
    await app.register(rateLimit, {
      global: false,
      timeWindow: app.config.RATE_LIMIT_WINDOW,
      errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many requests. Try again in ${ctx.after}.`),
      ...(app.redis && {
        redis: app.redis.client,
        nameSpace: `${REDIS_PREFIX}rate-limit:`,
        // Fail open (decision 115): while Redis is down a limited request is answered, not
        // refused with a 500; the argon2 semaphore still bounds what a login flood costs.
        skipOnError: true,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'redis'] },
);
