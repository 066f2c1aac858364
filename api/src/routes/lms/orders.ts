// The signed-in student's own orders and their receipts (issue 16; contracts/src/account/orders.ts).
// GET /lms/orders lists them newest first; GET /lms/orders/:id/receipt is the PDF of an order that
// took money. Someone else's order, or one never paid, is a 404 like a missing one.
// Issue 27: POST /lms/orders/:id/checkout (Pay now, the same open order) and /cancel.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ORDER_PATHS,
  ORDER_STATUSES,
  cancelOrderResponseSchema,
  orderCheckoutResponseSchema,
  studentOrdersResponseSchema,
  type OrderStatus,
} from '@sap-academy/contracts/account';
import { notFound } from '../../lib/http-error';
import { brandFrom } from '../../mail/brand';
import { principalOf } from '../../plugins/app/auth';
import { renderReceiptPdf } from '../../receipts/receipt-pdf';
import { receiptNumber } from '../../receipts/receipt-number';
import { RECEIPT_STATUSES, studentOrdersRepository, type StudentOrderRow } from '../../repositories/student-orders';
import { idParam } from '../../schemas/params';
import { cancelStudentOrder, isDue, resumeStudentOrder } from '../../services/orders';
import { siteSettings } from '../../services/site-settings';

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

function toStudentOrder(row: StudentOrderRow, now: Date) {
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
    expires_at: status === 'created' ? (row.expiresAt?.toISOString() ?? null) : null,
  };
}

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = studentOrdersRepository(app.db);
  const settings = siteSettings(app);

  app.get(
    ORDER_PATHS.list,
    {
      schema: { tags: ['orders'], security, response: { 200: studentOrdersResponseSchema, 401: errorResponseSchema } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const now = app.orders.now();
      return { results: (await orders.list(studentId)).map((row) => toStudentOrder(row, now)) };
    },
  );

  const actionErrors = { 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema };

  app.post(
    ORDER_PATHS.checkout(':id'),
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
    ORDER_PATHS.cancel(':id'),
    {
      schema: { tags: ['orders'], security, params: orderParams, response: { 200: cancelOrderResponseSchema, ...actionErrors } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      return cancelStudentOrder(app.db, studentId, request.params.id, app.orders.now());
    },
  );

  app.get(
    ORDER_PATHS.receipt(':id'),
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
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { studentId } = principalOf(request);
      const receipt = await orders.receipt(request.params.id, studentId);
      if (!receipt) throw notFound('Receipt');
      const pdf = await renderReceiptPdf(receipt, brandFrom(await settings.current(), app.config.PUBLIC_SITE_URL));
      const filename = `receipt-${receiptNumber(receipt.id, receipt.paidAt)}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );
};

export default ordersRoutes;
