// The back office's coupons: list with usage, create, read, edit. A coupon
// is never deleted (orders and redemptions point at it): staff deactivate it. HTTP only: the rules,
// the transaction and the audit row are the coupon service's (services/admin-coupons.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  adminCouponSchema,
  couponInputSchema,
  couponUpdateSchema,
  listQuerySchema,
  ENTITY_READERS,
} from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { staffOf } from '../../plugins/app/staff';
import { adminCouponsService } from '../../services/admin-coupons';
import { idParam } from '../../schemas/params';
import { adminApi } from '@sap-academy/contracts/paths';

const conflictResponseSchema = z.object({ detail: z.string(), fields: z.record(z.string(), z.string()).optional() });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: conflictResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const couponParams = z.object({ id: idParam('id') });

const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.coupon };

  const service = adminCouponsService(app);

  app.get(
    adminApi.coupons.pattern,
    {
      schema: { ...common, querystring: listQuerySchema.extend(adminCouponListQuerySchema.shape), response: { 200: adminCouponListResponseSchema, ...errors } },
      config,
    },
    async (request) => service.list(request.query),
  );

  app.post(
    adminApi.coupons.pattern,
    { schema: { ...common, body: couponInputSchema, response: { 201: adminCouponSchema, ...errors } }, config },
    async (request, reply) => reply.code(201).send(await service.create(staffOf(request).userId, request.body)),
  );

  app.get(adminApi.coupon.pattern, { schema: { ...common, params: couponParams, response: { 200: adminCouponSchema, ...errors } }, config }, async (request) =>
    service.view(request.params.id),
  );

  app.put(
    adminApi.coupon.pattern,
    { schema: { ...common, params: couponParams, body: couponUpdateSchema, response: { 200: adminCouponSchema, ...errors } }, config },
    async (request) => {
      const { version, ...input } = request.body;
      return service.update(staffOf(request).userId, request.params.id, version, input);
    },
  );
};

export default adminCouponRoutes;
