// POST /lms/payments/test-checkout — registered only with PAYMENT_PROVIDER=test. A real
// provider's hosted checkout takes the card and hands the browser a payment id and a
// signature over `order_id|payment_id`; this route plays that part for local use and the
// end-to-end tests, signing with the same scheme the payment-status route verifies. It never
// marks anything paid itself: PATCH …/payment/status still does, after checking the signature.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, testCheckoutRequestSchema, testCheckoutResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { MESSAGES } from '../../config/constants';
import { paymentSignature } from '../../domain/signature';
import { HttpError } from '../../lib/http-error';
import { principalOf } from '../../plugins/app/auth';
import { paymentsRepository } from '../../repositories/payments';
import { usersRepository } from '../../repositories/users';
import { lmsApi } from '@sap-academy/contracts/paths';

export const TEST_PAYMENT_DECLINED = 'Payment declined by the test provider.';
export const TEST_PAYMENT_NOT_OPEN = 'This order is no longer awaiting payment.';

const testCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.PAYMENT_PROVIDER !== 'test') return;

  app.post(
    lmsApi.testCheckout.pattern,
    {
      schema: {
        tags: ['enrolment'],
        security: [{ bearerAuth: [] }],
        body: testCheckoutRequestSchema,
        response: {
          200: testCheckoutResponseSchema,
          401: errorResponseSchema,
          402: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId, userId } = principalOf(request);
      // Decision 113: paying needs a verified e-mail, here as at the join.
      if (!(await usersRepository(app.db).findById(userId))?.emailVerified) throw new HttpError(403, ACCOUNT_MESSAGES.verifyBeforePaying);
      const { order_id, outcome } = request.body;
      const payment = await paymentsRepository(app.db).findByOrderId(order_id);
      if (!payment || payment.studentId !== studentId) throw new HttpError(404, MESSAGES.paymentNotFound);
      if (payment.status !== 'created') throw new HttpError(409, TEST_PAYMENT_NOT_OPEN);
      if (outcome === 'failure') throw new HttpError(402, TEST_PAYMENT_DECLINED);
      const paymentId = `pay_test_${randomBytes(9).toString('hex')}`;
      return {
        order_id: payment.orderId,
        payment_id: paymentId,
        signature: paymentSignature(app.config.PAYMENT_KEY_SECRET, payment.orderId, paymentId),
      };
    },
  );
};

export default testCheckoutRoutes;
