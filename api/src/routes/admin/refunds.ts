// Refunds from the back office and their credit notes (decision 142), admins only. HTTP only: the
// rules, the locks, the audit row and the provider call are the refunds service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, adminOrderCountsSchema, adminOrderRefundsSchema, refundRequestSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { creditNoteFilename, renderInvoicePdf } from '../../receipts/invoice-pdf';
import { idParam } from '../../schemas/params';
import { staffOf } from '../../plugins/app/staff';
import { refundsService } from '../../services/refunds';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: validationErrorResponseSchema };
const params = z.object({ id: idParam('id') });
const config = { roles: ENTITY_READERS.order };
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

const adminRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = refundsService({ db: app.db, payments: app.payments, now: () => app.orders.now() });

  app.get(adminApi.orderCounts.pattern, { config, schema: { ...common, response: { 200: adminOrderCountsSchema, ...errors } } }, () => service.counts());

  app.get(adminApi.orderRefunds.pattern, { config, schema: { ...common, params, response: { 200: adminOrderRefundsSchema, ...errors } } }, (request) =>
    service.view(request.params.id),
  );

  app.post(
    adminApi.orderRefunds.pattern,
    {
      config,
      schema: {
        ...common,
        description:
          'Refunds a paid or refund_due order in full or in part through the payment provider; 409 past the refundable remainder, 502 when Razorpay refuses (recorded as failed), 503 when it does not answer (kept pending for its webhook). A company order (decision 154) is refunded by bank: the refund is recorded as processed at once with its credit note, and `seats` unused seats leave the pool (409 below the seats in use).',
        params,
        body: refundRequestSchema,
        response: { 201: adminOrderRefundsSchema, ...errors, 409: errorResponseSchema, 502: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await service.request(staffOf(request).userId, request.params.id, {
        amount: request.body.amount,
        reason: request.body.reason,
        revoke_enrolment: request.body.revoke_enrolment,
        seats: request.body.seats,
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    adminApi.creditNote.pattern,
    {
      config,
      schema: {
        ...common,
        params,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('application/pdf; Content-Disposition: attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const { note, invoice } = await service.creditNote(request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${creditNoteFilename(note.number)}"`)
        .send((await renderInvoicePdf(invoice, note)) as unknown as string);
    },
  );
};

export default adminRefundRoutes;
