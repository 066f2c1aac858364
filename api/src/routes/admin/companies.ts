// Companies for staff (decision 149): the record, its HR contacts and its seat pools. Admins
// only (ENTITY_READERS.company). HTTP only: the rules, transactions and audit rows are the
// admin-companies service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENTITY_READERS,
  adminCompanyDetailSchema,
  adminCompanyListResponseSchema,
  adminCompanySchema,
  adminCompanyOrdersSchema,
  adminOrderSchema,
  adminSeatPoolSchema,
  companyAdminInputSchema,
  companyOrderInputSchema,
  companyAdminSchema,
  companyInputSchema,
  companyUpdateSchema,
  seatPoolInputSchema,
  seatPoolUpdateSchema,
} from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { idParam } from '../../schemas/params';
import { adminCompaniesService } from '../../services/admin-companies';
import { companyOrdersService } from '../../services/company-orders';

const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: validationErrorResponseSchema.partial({ fields: true }),
  422: validationErrorResponseSchema,
};
const params = z.object({ id: idParam('id') });

const adminCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.company };
  const service = adminCompaniesService({ db: app.db, now: app.batches.now });
  const orders = companyOrdersService({ db: app.db, config: app.config, now: () => app.orders.now() });

  app.get(adminApi.companies.pattern, { config, schema: { ...common, response: { 200: adminCompanyListResponseSchema, ...errors } } }, () => service.list());

  app.post(
    adminApi.companies.pattern,
    { config, schema: { ...common, body: companyInputSchema, response: { 201: adminCompanySchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.create(staffOf(request).userId, request.body)),
  );

  app.get(adminApi.company.pattern, { config, schema: { ...common, params, response: { 200: adminCompanyDetailSchema, ...errors } } }, (request) =>
    service.detail(request.params.id),
  );

  app.put(
    adminApi.company.pattern,
    { config, schema: { ...common, params, body: companyUpdateSchema, response: { 200: adminCompanySchema, ...errors } } },
    (request) => {
      const { version, ...input } = request.body;
      return service.update(staffOf(request).userId, request.params.id, version, input);
    },
  );

  app.post(
    adminApi.companyAdmins.pattern,
    { config, schema: { ...common, params, body: companyAdminInputSchema, response: { 201: companyAdminSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.addAdmin(staffOf(request).userId, request.params.id, request.body)),
  );

  app.delete(
    adminApi.companyAdmin.pattern,
    { config, schema: { ...common, params: params.extend({ userId: idParam('userId') }), response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.removeAdmin(staffOf(request).userId, request.params.id, request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    adminApi.companyPools.pattern,
    { config, schema: { ...common, params, body: seatPoolInputSchema, response: { 201: adminSeatPoolSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.addPool(staffOf(request).userId, request.params.id, request.body)),
  );

  app.put(
    adminApi.companyPool.pattern,
    {
      config,
      schema: {
        ...common,
        params: params.extend({ poolId: idParam('poolId') }),
        body: seatPoolUpdateSchema,
        response: { 200: adminSeatPoolSchema, ...errors },
      },
    },
    (request) => service.updatePool(staffOf(request).userId, request.params.id, request.params.poolId, request.body),
  );

  // Company orders (decision 154): N seats on a course, one invoice to the company once paid offline.
  app.get(adminApi.companyOrders.pattern, { config, schema: { ...common, params, response: { 200: adminCompanyOrdersSchema, ...errors } } }, (request) =>
    orders.list(request.params.id),
  );

  app.post(
    adminApi.companyOrders.pattern,
    {
      config,
      schema: {
        ...common,
        description:
          'Raises an order of `seats` seats on a course for the company, at `unit_price` paise per seat (the course price when left out); it is paid through the offline payment, which issues the invoice and grows the pool.',
        params,
        body: companyOrderInputSchema,
        response: { 201: adminOrderSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await orders.raise(staffOf(request).userId, request.params.id, request.body)),
  );

  app.post(
    adminApi.companyOrderCancel.pattern,
    {
      config,
      schema: {
        ...common,
        description: 'Cancels an open company order raised by mistake; 409 once it took money. A transfer recorded later still settles it.',
        params: params.extend({ orderId: idParam('orderId') }),
        response: { 200: adminOrderSchema, ...errors },
      },
    },
    (request) => orders.cancel(staffOf(request).userId, request.params.id, request.params.orderId),
  );
};

export default adminCompanyRoutes;
