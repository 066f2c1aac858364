// GET /admin/dashboard (decision 144): the staff home's trends and conversion. Editors and
// admins: counts and sums only, no person's data. The home's open problems come from the admins'
// own endpoints (GET /admin/orders/counts, GET /admin/outbox).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, dashboardQuerySchema, dashboardSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { dashboardService } from '../../services/dashboard';

const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = dashboardService({ db: app.db, now: () => app.orders.now() });
  app.get(
    adminApi.dashboard.pattern,
    {
      config: { roles: ENTITY_READERS.dashboard },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    (request) => service.view(request.query.window),
  );
};

export default adminDashboardRoutes;
