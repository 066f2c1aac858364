// GET /admin/invoices.csv?month=2026-11 (decision 141): a month's tax invoices as CSV for the
// accountant, admins only. GET /admin/invoices/gstr1?month=2026-11 (decision 153): the same month
// as a GSTR-1-shaped JSON download. HTTP only; the rows are the export service's.
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, INVOICE_CSV_COLUMNS, gstr1FileName, gstr1Schema, invoicesCsvQuerySchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { csvStream } from '../../lib/csv';
import { notFound } from '../../domain/errors';
import { invoiceFilename, renderInvoicePdf } from '../../receipts/invoice-pdf';
import { invoicesRepository } from '../../repositories/invoices';
import { idParam } from '../../schemas/params';
import { staffOf } from '../../plugins/app/staff';
import { exportMonthGstr1, exportMonthInvoices } from '../../services/invoice-export';

const adminInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminApi.invoicesCsv.pattern,
    {
      config: { roles: ENTITY_READERS.order },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        description: `The month's tax invoices (India time), in issue order, as CSV with the columns ${INVOICE_CSV_COLUMNS.join(', ')}.`,
        querystring: invoicesCsvQuerySchema,
        produces: ['text/csv'],
        response: {
          200: z.string().describe('text/csv; charset=utf-8, UTF-8 BOM, CRLF'),
          401: errorResponseSchema,
          403: errorResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const rows = await exportMonthInvoices(app.db, staffOf(request).userId, month);
      const csv = pipeline(Readable.from(rows), csvStream(INVOICE_CSV_COLUMNS), (err) => {
        if (err) request.log.error({ err }, 'invoice export failed mid-stream');
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tax-invoices-${month}.csv"`)
        .header('cache-control', 'no-store');
      return reply.send(csv as unknown as string);
    },
  );

  app.get(
    adminApi.invoicesGstr1.pattern,
    {
      config: { roles: ENTITY_READERS.order },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        description: "The month's tax invoices and credit notes (India time) as GSTR-1's tables (b2b, b2cl, b2cs, cdnr, cdnur, hsn, doc_issue), as a download.",
        querystring: invoicesCsvQuerySchema,
        response: { 200: gstr1Schema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const gstr1 = await exportMonthGstr1(app.db, staffOf(request).userId, request.query.month);
      reply.header('content-disposition', `attachment; filename="${gstr1FileName(gstr1.gstin, gstr1.fp)}"`).header('cache-control', 'no-store');
      return gstr1;
    },
  );

  // An order's tax invoice for staff (decision 154): a company's, which no student can download, or any other.
  app.get(
    adminApi.orderInvoice.pattern,
    {
      config: { roles: ENTITY_READERS.order },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        params: z.object({ id: idParam('id') }),
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('application/pdf; Content-Disposition: attachment'),
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const invoice = await invoicesRepository(app.db).findByPaymentId(request.params.id);
      if (!invoice) throw notFound('Invoice');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFilename(invoice.number)}"`)
        .header('cache-control', 'private, no-store')
        .send((await renderInvoicePdf(invoice)) as unknown as string);
    },
  );
};

export default adminInvoiceRoutes;
