// Orders for staff: status (refund_due among them), amount,
// coupon and provider ids; GET /admin/orders.csv, the same filters as a streamed, Excel-safe CSV
// with money in rupees (decision 026). Admins only.
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  ORDER_CSV_COLUMNS,
  adminOrderCsvQuerySchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  listQuerySchema,
} from '@sap-academy/contracts/admin';
import { csvHeaders, csvStream, indiaToday } from '../../lib/csv';
import { staffOf } from '../../plugins/app/staff';
import { adminOrdersRepository } from '../../repositories/admin-orders';
import { listExportsService } from '../../services/list-exports';
import { adminApi } from '@sap-academy/contracts/paths';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };

const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = adminOrdersRepository(app.db);
  const listExports = listExportsService(app);

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

  app.get(
    adminApi.ordersCsv.pattern,
    {
      config: { roles: ENTITY_READERS.order },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        description: `Every order matching the filters (no paging), oldest first, as CSV with the columns ${ORDER_CSV_COLUMNS.join(', ')}; money in rupees, times in IST.`,
        querystring: adminOrderCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, UTF-8 BOM, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await listExports.orders(staffOf(request).userId, request.query);
      // pipeline() ends the response if a read fails mid-way.
      const csv = pipeline(Readable.from(rows), csvStream(ORDER_CSV_COLUMNS), (err) => {
        if (err) request.log.error({ err }, 'order export failed mid-stream');
      });
      // A stream is sent as it is (the response schema documents the text; it is not serialised).
      return reply.headers(csvHeaders(`orders-${indiaToday()}.csv`)).send(csv as unknown as string);
    },
  );
};

export default adminOrderRoutes;
