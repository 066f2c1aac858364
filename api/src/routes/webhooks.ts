// POST /payments/webhook: the provider's server-to-server confirmation, for when the browser
// never comes back. The signature covers the raw bytes, so this plugin parses JSON itself.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { MESSAGES } from '../config/constants';
import { HttpError } from '../lib/http-error';
import { paymentsRepository } from '../repositories/payments';
import { RefundDueError, settlePayment } from '../services/enrolment';
import { REFUND_REASONS } from '../services/orders';
import { refundsService } from '../services/refunds';

const SETTLING_EVENTS = new Set(['payment.captured', 'order.paid']);

/** The order's price, in its currency (ISO codes; Razorpay sends them upper-case, compared without case). */
const sameMoney = (order: { amount: number; currency: string }, captured: { amount: number; currency: string }) =>
  order.amount === captured.amount && order.currency.toUpperCase() === captured.currency.toUpperCase();

const headersSchema = z.looseObject({
  'x-razorpay-signature': z.string({ error: 'x-razorpay-signature header is required.' }).min(1).max(256),
  'x-razorpay-event-id': z.string({ error: MESSAGES.webhookEventMissing }).min(1).max(200),
});

// payment.captured carries the payment; order.paid carries the payment and the order.
const eventSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z.object({ entity: z.object({ id: z.string(), order_id: z.string(), amount: z.number(), currency: z.string() }) }).optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
    })
    .optional(),
});

// refund.processed and refund.failed carry the refund (and its payment, which we do not need).
const refundEventSchema = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  payload: z.object({ refund: z.object({ entity: z.object({ id: z.string(), payment_id: z.string(), receipt: z.string().nullable().optional() }) }) }),
});

// refund_due: the payment was recorded but buys nothing (decision 106); 200 so the provider stops.
const responseSchema = z.object({ status: z.enum(['processed', 'ignored', 'duplicate', 'refund_due']) });

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: Buffer;
  }
}

const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = refundsService({ db: app.db, payments: app.payments, now: () => app.orders.now() });

  /** Decision 142: a refund we asked for reached its end; once per event id, and once per refund. */
  async function applyRefundEvent({ event, payload }: z.infer<typeof refundEventSchema>, eventId: string) {
    const payments = paymentsRepository(app.db);
    if (!(await payments.recordWebhookEvent(eventId, app.payments.name, event))) return { status: 'duplicate' as const };
    const entity = payload.refund.entity;
    try {
      const outcome = await refunds.applyWebhook(event, {
        providerRefundId: entity.id,
        receipt: entity.receipt ?? null,
        status: event === 'refund.processed' ? 'processed' : 'failed',
      });
      // A refund already finished (its answer came first, or this is a repeat) changes nothing.
      return { status: outcome === 'ignored' ? ('ignored' as const) : outcome === 'unchanged' ? ('duplicate' as const) : ('processed' as const) };
    } catch (err) {
      await payments.forgetWebhookEvent(eventId);
      throw err;
    }
  }
  // Scoped to this plugin: the rest of the API keeps Fastify's own JSON parser.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer;
    try {
      done(null, JSON.parse((body as Buffer).toString('utf8')));
    } catch {
      done(new HttpError(400, 'Body is not valid JSON.'), undefined);
    }
  });

  app.post(
    '/payments/webhook',
    {
      schema: {
        tags: ['enrolment'],
        headers: headersSchema,
        response: { 200: responseSchema, 400: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request) => {
      const raw = request.rawBody ?? Buffer.alloc(0);
      if (!app.payments.verifyWebhookSignature(raw, request.headers['x-razorpay-signature'])) {
        throw new HttpError(400, MESSAGES.webhookSignatureInvalid);
      }
      const payments = paymentsRepository(app.db);
      const refundEvent = refundEventSchema.safeParse(request.body);
      if (refundEvent.success) return applyRefundEvent(refundEvent.data, request.headers['x-razorpay-event-id']);
      const parsed = eventSchema.safeParse(request.body);
      if (!parsed.success) return { status: 'ignored' as const };
      const { event, payload } = parsed.data;
      // Replay protection: an event id is processed once; a replay is acknowledged (so the
      // provider stops retrying) but changes nothing.
      if (!(await payments.recordWebhookEvent(request.headers['x-razorpay-event-id'], app.payments.name, event))) {
        return { status: 'duplicate' as const };
      }
      const entity = payload?.payment?.entity;
      if (!SETTLING_EVENTS.has(event) || !entity) return { status: 'ignored' as const };
      const order = payload?.order?.entity;
      if (order && order.id !== entity.order_id) {
        request.log.warn({ orderId: order.id, paymentOrderId: entity.order_id }, 'webhook order and payment disagree');
        return { status: 'ignored' as const };
      }
      const payment = await payments.findByOrderId(entity.order_id);
      if (!payment) {
        request.log.warn({ orderId: entity.order_id }, 'webhook for an unknown order');
        return { status: 'ignored' as const };
      }
      const captured = { amount: entity.amount, currency: entity.currency };
      if (!sameMoney(payment, captured)) {
        // Money taken that this order cannot take (decision 120): kept for refund where staff see it.
        await payments.recordUnhonoured(payment, { providerPaymentId: entity.id, ...captured }, REFUND_REASONS.amountMismatch, app.orders.now());
        request.log.warn({ orderId: payment.orderId, ...captured }, 'payment in another amount or currency kept for refund');
        return { status: 'refund_due' as const };
      }
      try {
        await settlePayment(app.db, payment.orderId, entity.id, { now: app.orders.now(), captured, uidHost: app.batches.uidHost });
        app.outbox.poke(); // the receipt mail, if this event made the order paid
      } catch (err) {
        // Recorded as refund_due: processed for good, so the event id stays and the answer is 200.
        if (err instanceof RefundDueError) {
          request.log.warn({ orderId: payment.orderId, reason: err.reason }, 'payment kept for refund');
          return { status: 'refund_due' as const };
        }
        // Not processed, so not a replay either: the provider's retry must get another chance.
        await payments.forgetWebhookEvent(request.headers['x-razorpay-event-id']);
        throw err;
      }
      return { status: 'processed' as const };
    },
  );
};

export default webhookRoutes;
