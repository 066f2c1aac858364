// The mail outbox at a glance for staff (decision 105): GET /admin/outbox and
// POST /admin/outbox/retry-parked, what `npm run outbox:retry-parked` does, from the browser. Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, outboxRetryResponseSchema, outboxSummarySchema } from '@sap-academy/contracts/admin';
import { staffOf } from '../../plugins/app/staff';
import { adminOutboxService } from '../../services/admin-outbox';
import { adminApi } from '@sap-academy/contracts/paths';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema };
const security = [{ bearerAuth: [] }];

const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminOutboxService(app);
  const config = { roles: ENTITY_READERS.outbox };

  app.get(adminApi.outbox.pattern, { config, schema: { tags: ['admin'], security, response: { 200: outboxSummarySchema, ...errors } } }, () =>
    service.summary(),
  );

  app.post(
    adminApi.outboxRetry.pattern,
    { config, schema: { tags: ['admin'], security, response: { 200: outboxRetryResponseSchema, ...errors } } },
    async (request) => service.retryParked(staffOf(request).userId),
  );
};

export default adminOutboxRoutes;
