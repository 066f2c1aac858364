// Orders for staff: status (refund_due among them), amount,
// coupon and provider ids. Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, adminOrderListQuerySchema, adminOrderListResponseSchema, listQuerySchema } from '@sap-academy/contracts/admin';
import { adminOrdersRepository } from '../../repositories/admin-orders';
import { adminApi } from '@sap-academy/contracts/paths';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = adminOrdersRepository(app.db);

  app.get(
    adminApi.orders.pattern,
    {
      config: { roles: ENTITY_READERS.order },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        description: 'Sort by created_at (default -created_at) or amount; q matches the order id, the provider payment id or the student e-mail.',
        querystring: listQuerySchema.extend(adminOrderListQuerySchema.shape),
        response: { 200: adminOrderListResponseSchema, ...errors },
      },
    },
    (request) => repo.list(request.query),
  );
};

export default adminOrderRoutes;
