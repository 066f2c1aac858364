// The signed-in student's own orders and their receipts (contracts/src/account/orders.ts).
// GET /lms/orders lists them newest first; GET /lms/orders/:id/receipt is the PDF of an order that
// took money, stored once (decision 121) and served with its ETag. Someone else's order, or one
// never paid, is a 404 like a missing one.
// POST /lms/orders/:id/checkout (Pay now, the same open order) and /cancel.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ORDER_STATUSES,
  cancelOrderResponseSchema,
  orderCheckoutResponseSchema,
  studentOrdersResponseSchema,
  type OrderStatus,
} from '@sap-academy/contracts/account';
import { RECEIPT_LIMITED_DELAY_MS } from '../../config/constants';
import { notFound } from '../../domain/errors';
import { HttpError } from '../../lib/http-error';
import { principalOf } from '../../plugins/app/auth';
import { etagMatches } from '../../lib/etag';
import { creditNoteFilename, invoiceFilename, renderInvoicePdf } from '../../receipts/invoice-pdf';
import { receiptNumber } from '../../receipts/receipt-number';
import { invoicesRepository } from '../../repositories/invoices';
import { RECEIPT_STATUSES, studentOrdersRepository, type StudentOrderRow } from '../../repositories/student-orders';
import { idParam } from '../../schemas/params';
import { cancelStudentOrder, isDue, resumeStudentOrder } from '../../services/orders';
import { refundsService } from '../../services/refunds';
import { accountApi } from '@sap-academy/contracts/paths';

const security = [{ bearerAuth: [] }];
const orderParams = z.object({ id: idParam('id') });
const hasReceipt = (status: string) => (RECEIPT_STATUSES as readonly string[]).includes(status);
// A status this version does not know (written by a newer one) is shown as the nearest known one
// rather than failing the whole list's response validation.
const knownStatus = (status: string): OrderStatus => ((ORDER_STATUSES as readonly string[]).includes(status) ? (status as OrderStatus) : 'cancelled');

/**
 * An open order past its time is expired for the student even before the expiry job's next run
 * (up to a minute later): never "Awaiting payment" for an order that can no longer be paid.
 */
const statusAt = (row: StudentOrderRow, now: Date) => (row.status === 'created' && isDue(row, now) ? 'expired' : knownStatus(row.status));

function toStudentOrder(row: StudentOrderRow, now: Date, creditNotes: Array<{ id: number; number: string }> = []) {
  const status = statusAt(row, now);
  return {
    id: row.id,
    order_id: row.orderId,
    course: { id: row.courseId, course_title: row.courseTitle },
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    list_price: row.listPrice,
    discount: Math.max(0, row.listPrice - row.amount),
    amount: row.amount,
    currency: row.currency,
    coupon: row.couponCode,
    status,
    receipt_number: hasReceipt(row.status) && row.paidAt ? receiptNumber(row.id, row.paidAt) : null,
    invoice_number: row.invoiceNumber,
    credit_notes: creditNotes,
    expires_at: status === 'created' ? (row.expiresAt?.toISOString() ?? null) : null,
  };
}

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = studentOrdersRepository(app.db);
  const refunds = refundsService({ db: app.db, payments: app.payments, now: () => app.orders.now() });

  app.get(
    accountApi.orders.pattern,
    {
      schema: { tags: ['orders'], security, response: { 200: studentOrdersResponseSchema, 401: errorResponseSchema } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const now = app.orders.now();
      const rows = await orders.list(studentId);
      const notes = await refunds.creditNotesOf(rows.filter((row) => row.invoiceNumber).map((row) => row.id));
      return { results: rows.map((row) => toStudentOrder(row, now, notes.get(row.id))) };
    },
  );

  const actionErrors = { 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema };

  app.post(
    accountApi.orderCheckout.pattern,
    {
      schema: { tags: ['orders'], security, params: orderParams, response: { 200: orderCheckoutResponseSchema, ...actionErrors } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      return resumeStudentOrder(app.db, studentId, request.params.id, app.orders.now(), app.payments.keyId);
    },
  );

  app.post(
    accountApi.orderCancel.pattern,
    {
      schema: { tags: ['orders'], security, params: orderParams, response: { 200: cancelOrderResponseSchema, ...actionErrors } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      return cancelStudentOrder(app.db, studentId, request.params.id, app.orders.now());
    },
  );

  // Per student, not per address (decision 121): a student's own loop is the load to bound, and
  // students behind one campus NAT must not share a budget. A refused download is answered after
  // RECEIPT_LIMITED_DELAY_MS: a loop that ignores 429 then costs a few requests a second per
  // connection instead of as many as the API can answer (a held request costs no CPU).
  const limit = app.rateLimit({
    max: app.config.RATE_LIMIT_RECEIPT_MAX,
    keyGenerator: (request) => `receipt:${principalOf(request).studentId}`,
  });
  const receiptLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await limit.call(app, request, reply);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) await delay(RECEIPT_LIMITED_DELAY_MS);
      throw error;
    }
  };

  app.get(
    accountApi.orderReceipt.pattern,
    {
      schema: {
        tags: ['orders'],
        security,
        params: orderParams,
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('application/pdf; Content-Disposition: attachment; ETag'),
          304: z.null().describe('If-None-Match named the stored file'),
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: validationErrorResponseSchema,
          429: errorResponseSchema,
        },
      },
      onRequest: app.authenticate,
      preHandler: receiptLimit,
    },
    async (request, reply) => {
      const { studentId } = principalOf(request);
      const file = await app.receipts.file(request.params.id, studentId);
      if (!file) throw notFound('Receipt');
      // Kept by the browser but asked again each time (private, no-cache): a repeat download is a
      // 304 without the bytes; the stored file only changes if the order becomes refund_due.
      reply.header('etag', file.etag).header('cache-control', 'private, no-cache');
      if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send(null);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send((await file.bytes()) as unknown as string);
    },
  );

  // The GST tax invoice (decision 141), beside the receipt and under the same per-student budget.
  // Rendered from the invoice row, which never changes, so the bytes never change either.
  app.get(
    accountApi.orderInvoice.pattern,
    {
      schema: {
        tags: ['orders'],
        security,
        params: orderParams,
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('application/pdf; Content-Disposition: attachment'),
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: validationErrorResponseSchema,
          429: errorResponseSchema,
        },
      },
      onRequest: app.authenticate,
      preHandler: receiptLimit,
    },
    async (request, reply) => {
      const invoice = await invoicesRepository(app.db).findOwn(request.params.id, principalOf(request).userId);
      if (!invoice) throw notFound('Invoice');
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${invoiceFilename(invoice.number)}"`)
        .send((await renderInvoicePdf(invoice)) as unknown as string);
    },
  );

  // A GST credit note of a refund of the student's own order (decision 142), where the invoice is.
  app.get(
    accountApi.orderCreditNote.pattern,
    {
      schema: {
        tags: ['orders'],
        security,
        params: orderParams.extend({ creditNoteId: idParam('creditNoteId') }),
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('application/pdf; Content-Disposition: attachment'),
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: validationErrorResponseSchema,
          429: errorResponseSchema,
        },
      },
      onRequest: app.authenticate,
      preHandler: receiptLimit,
    },
    async (request, reply) => {
      const { note, invoice } = await refunds.ownCreditNote(principalOf(request).userId, request.params.id, request.params.creditNoteId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${creditNoteFilename(note.number)}"`)
        .send((await renderInvoicePdf(invoice, note)) as unknown as string);
    },
  );
};

export default ordersRoutes;
