// Coupon lookup, join and payment status (SPEC §7). Prices are computed here only; the client
// never sends an amount.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponErrorResponseSchema,
  couponLookupResponseSchema,
  couponQuerySchema,
  errorResponseSchema,
  joinResponseSchema,
  paymentStatusRequestSchema,
  paymentStatusResponseSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { MESSAGES } from '../../config/constants';
import { notFound } from '../../domain/errors';
import { HttpError } from '../../lib/http-error';
import { principalOf } from '../../plugins/app/auth';
import { coursesRepository } from '../../repositories/courses';
import { paymentsRepository } from '../../repositories/payments';
import { usersRepository } from '../../repositories/users';
import { courseParams } from '../../schemas/params';
import { COUPON_NOT_NEEDED, CouponError, checkCoupon, couponView, priceWith } from '../../services/coupons';
import { joinCourse, settlePayment } from '../../services/enrolment';
import { isDue } from '../../services/orders';
import { joinWithBillingRequestSchema } from '@sap-academy/contracts/gst';
import { lmsApi } from '@sap-academy/contracts/paths';

const security = [{ bearerAuth: [] }];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
  429: errorResponseSchema,
};

const enrolmentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Money paths read the course fresh, never from the catalogue cache. Only listed courses
  // (published, not archived) can be priced or joined.
  const courses = coursesRepository(app.db);

  async function publishedCourse(id: number) {
    const course = await courses.findListed(id);
    if (!course) throw notFound('Course');
    return course;
  }

  app.get(
    lmsApi.coupon.pattern,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_COUPON_MAX } },
      schema: {
        tags: ['enrolment'],
        security,
        params: courseParams,
        querystring: couponQuerySchema,
        response: {
          200: couponLookupResponseSchema,
          ...errors,
          // §8: lookup failures are shown from data.detail.message.
          400: couponErrorResponseSchema,
          404: couponErrorResponseSchema,
          409: couponErrorResponseSchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const course = await courses.findListed(request.params.id);
      if (!course) throw new CouponError('not_found', 'Course not found.');
      // The join ignores a coupon for a free course, so the lookup must not show it as applied.
      if (course.price === 0) throw new CouponError('rejected', COUPON_NOT_NEEDED);
      const now = app.orders.now();
      const open = await paymentsRepository(app.db).findOpen(studentId, course.id);
      const coupon = await checkCoupon(app.db, {
        code: request.query.coupon,
        courseId: course.id,
        studentId,
        now,
        // Re-applying the coupon of the student's own open order re-joins that order (decision 106).
        openOrder: open && !isDue(open, now) ? open : undefined,
      });
      return { ...couponView(coupon), price: course.price, final_price: priceWith(course.price, coupon) };
    },
  );

  app.post(
    lmsApi.join.pattern,
    {
      schema: {
        tags: ['enrolment'],
        security,
        params: courseParams,
        body: joinWithBillingRequestSchema.nullish(), // Fastify hands a missing body over as null
        response: { 200: joinResponseSchema, 201: joinResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { studentId, userId } = principalOf(request);
      const course = await publishedCourse(request.params.id);
      const code = request.body?.coupon?.trim() || null;
      // Decision 113: an unverified account enrols in free courses but may not start a payment.
      const mayPay = course.price === 0 || (await usersRepository(app.db).findById(userId))?.emailVerified === true;
      const result = await joinCourse(app, studentId, course, code, app.orders.now(), mayPay, request.body?.billing ?? null, request.body?.batch_id ?? null);
      return reply.code(result.created ? 201 : 200).send(result.body);
    },
  );

  app.patch(
    lmsApi.paymentStatus.pattern,
    {
      schema: {
        tags: ['enrolment'],
        security,
        params: courseParams,
        body: paymentStatusRequestSchema,
        response: {
          200: paymentStatusResponseSchema,
          ...errors,
          402: errorResponseSchema,
          502: errorResponseSchema,
          503: errorResponseSchema,
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const { order_id, payment_id, signature } = request.body;
      const payment = await paymentsRepository(app.db).findByOrderId(order_id);
      // Someone else's order looks exactly like a missing one.
      if (!payment || payment.studentId !== studentId || payment.courseId !== request.params.id) {
        throw new HttpError(404, MESSAGES.paymentNotFound);
      }
      if (!app.payments.verifyPaymentSignature(payment.orderId, payment_id, signature)) {
        throw new HttpError(400, MESSAGES.paymentSignatureInvalid);
      }
      // The provider's own record must agree before the course is given.
      await app.payments.confirmPayment(payment, payment_id, request.log);
      const { enrolment } = await settlePayment(app.db, payment.orderId, payment_id, { now: app.orders.now(), uidHost: app.batches.uidHost });
      app.outbox.poke(); // the receipt mail, if this call made the order paid
      return { status: 'paid' as const, course_student: enrolment };
    },
  );
};

export default enrolmentRoutes;
