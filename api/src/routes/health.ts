import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withTimeout } from '../lib/timeout';
import { outboxRepository } from '../repositories/outbox';

// A health check must answer while the database hangs, so a load balancer can act on it.
export const HEALTH_DB_TIMEOUT_MS = 1_500;

const healthOkSchema = z.object({
  status: z.literal('ok'),
  driver: z.string(),
  // Parked mail waits for `npm run outbox:retry-parked -w api` (decision 105).
  outbox: z.object({ pending: z.number().int(), parked: z.number().int() }),
});
const healthDownSchema = z.object({ status: z.literal('unavailable'), detail: z.string() });

// For start scripts and load balancers: 200 while the database answers, 503 while it does not.
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = outboxRepository(app.db);
  app.get('/health', { schema: { tags: ['site'], response: { 200: healthOkSchema, 503: healthDownSchema } } }, async (request, reply) => {
    try {
      const counts = await withTimeout(outbox.counts(), HEALTH_DB_TIMEOUT_MS, 'health query');
      return { status: 'ok' as const, driver: app.database.driver, outbox: counts };
    } catch (err) {
      request.log.warn({ err }, 'health: database unavailable');
      return reply.code(503).send({ status: 'unavailable' as const, detail: 'The database is not answering.' });
    }
  });
};

export default healthRoutes;
