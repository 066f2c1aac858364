// GET /admin/rum: real users' p75 Core Web Vitals by route and remote versions, and
// remote load failures by remote version, over the last `hours` (24 by default). Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, rumSummaryQuerySchema, rumSummarySchema } from '@sap-academy/contracts/admin';
import { rumRepository } from '../../repositories/rum';
import { adminApi } from '@sap-academy/contracts/paths';

const adminRumRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = rumRepository(app.db);
  app.get(
    adminApi.rum.pattern,
    {
      config: { roles: ENTITY_READERS.rum },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: rumSummaryQuerySchema,
        response: { 200: rumSummarySchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      const { hours } = request.query;
      // The records still queued in this process count too.
      await app.rum.flush();
      const since = new Date(Date.now() - hours * 3_600_000);
      const [vitals, failures] = await Promise.all([repo.vitalsSince(since), repo.failuresSince(since)]);
      return { window_hours: hours, since: since.toISOString(), vitals, failures };
    },
  );
};

export default adminRumRoutes;
