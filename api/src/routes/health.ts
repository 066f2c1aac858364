import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

// For start scripts and load balancers: answers once the database answers.
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['site'], response: { 200: z.object({ status: z.literal('ok'), driver: z.string() }) } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, driver: app.database.driver };
    },
  );
};

export default healthRoutes;
