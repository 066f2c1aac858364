// GET /admin/browser-errors (decision 144): browser errors deduplicated by fingerprint, newest
// last_seen first, optionally of one remote. Admins only: a sample message is scrubbed but still
// the visitors'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, browserErrorListQuerySchema, browserErrorListResponseSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { browserErrorsService } from '../../services/browser-errors';

const adminBrowserErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = browserErrorsService({ db: app.db, flush: () => app.rum.flush() });
  app.get(
    adminApi.browserErrors.pattern,
    {
      config: { roles: ENTITY_READERS.browserError },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: browserErrorListQuerySchema,
        response: { 200: browserErrorListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    (request) => service.list(request.query),
  );
};

export default adminBrowserErrorRoutes;
