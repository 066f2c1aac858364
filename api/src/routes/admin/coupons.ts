// The back office's coupons (issue 15 §2 Coupons): list with usage, create, read, edit. A coupon
// is never deleted (orders and redemptions point at it): staff deactivate it. Every write is one
// transaction with its version check (409 when stale) and one audit row.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  adminCouponSchema,
  couponInputSchema,
  couponUpdateSchema,
  listQuerySchema,
  ENTITY_READERS,
} from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflictAt, notFound } from '../../domain/errors';
import { staffOf } from '../../plugins/app/staff';
import { COUPON_SORTS, adminCouponsRepository, couponSnapshot, fieldError, toAdminCoupon } from '../../repositories/admin-coupons';
import { orderFrom, pageOf } from '../../repositories/admin-list';
import { recordAudit } from '../../repositories/audit';
import { idParam } from '../../schemas/params';

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

const codeTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflictAt('code', ADMIN_MESSAGES.codeTaken);
  throw err;
};

const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.coupon };

  async function view(db: Db, id: number) {
    const row = await adminCouponsRepository(db).find(id);
    if (!row) throw notFound('Coupon');
    return toAdminCoupon(row);
  }

  app.get(
    '/admin/coupons',
    {
      schema: { ...common, querystring: listQuerySchema.extend(adminCouponListQuerySchema.shape), response: { 200: adminCouponListResponseSchema, ...errors } },
      config,
    },
    async (request) => {
      const query = request.query;
      const order = orderFrom(query.sort, COUPON_SORTS, '-created_at');
      const { rows, total } = await adminCouponsRepository(app.db).list(query, order);
      return pageOf(rows.map(toAdminCoupon), total, query);
    },
  );

  app.post(
    '/admin/coupons',
    { schema: { ...common, body: couponInputSchema, response: { 201: adminCouponSchema, ...errors } }, config },
    async (request, reply) => {
      const { userId } = staffOf(request);
      const id = await app.db
        .transaction(async (tx) => {
          const repo = adminCouponsRepository(tx);
          await repo.checkCourse(request.body.course_id);
          const created = await repo.create(request.body);
          await recordAudit(tx, {
            actorUserId: userId,
            action: 'coupon.create',
            entity: 'coupon',
            entityId: created.id,
            before: null,
            after: couponSnapshot(created),
          });
          return created.id;
        })
        .catch(codeTaken);
      return reply.code(201).send(await view(app.db, id));
    },
  );

  app.get(
    '/admin/coupons/:id',
    { schema: { ...common, params: couponParams, response: { 200: adminCouponSchema, ...errors } }, config },
    async (request) => view(app.db, request.params.id),
  );

  app.put(
    '/admin/coupons/:id',
    { schema: { ...common, params: couponParams, body: couponUpdateSchema, response: { 200: adminCouponSchema, ...errors } }, config },
    async (request) => {
      const { userId } = staffOf(request);
      const { id } = request.params;
      const { version, ...input } = request.body;
      await app.db
        .transaction(async (tx) => {
          const repo = adminCouponsRepository(tx);
          const before = await repo.lockVersion(id, version);
          await repo.checkCourse(input.course_id);
          // The uses already taken stay taken (and a check constraint holds the counter to the limit).
          if (input.usage_limit !== null && input.usage_limit < before.usedCount) {
            throw fieldError('usage_limit', `This coupon has been used ${before.usedCount} times already; the limit cannot be lower.`);
          }
          const after = await repo.update(id, version, input);
          await recordAudit(tx, {
            actorUserId: userId,
            action: 'coupon.update',
            entity: 'coupon',
            entityId: id,
            before: couponSnapshot(before),
            after: couponSnapshot(after),
          });
        })
        .catch(codeTaken);
      return view(app.db, id);
    },
  );
};

export default adminCouponRoutes;
