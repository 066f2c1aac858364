import { eq } from 'drizzle-orm';
import { joinResponseSchema, paymentStatusResponseSchema } from '@sap-academy/contracts';
import { MESSAGES } from '../../../src/config/constants';
import { couponRedemptions, coupons, courseStudents, payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCoupon, insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { checkoutResult, fakePaymentId } from '../../helpers/payments';

describe.each(DRIVERS)('join and payment on %s', (driver) => {
  const t = useTestApp(driver);
  let student: StudentSession;
  beforeEach(async () => {
    student = await signUpVerified(t.app, t.db);
  });

  const join = (courseId: number, payload: object | undefined = {}, who = student) =>
    t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: who.auth, payload });
  const pay = (courseId: number, payload: object, who = student) =>
    t.app.inject({ method: 'PATCH', url: `/lms/course/${courseId}/payment/status`, headers: who.auth, payload });

  describe('POST /lms/course/:id/join', () => {
    it('enrols straight away in a free course (201), and answers 200 with the same enrolment after', async () => {
      const course = await insertCourse(t.db, { price: 0 });
      const first = await join(course.id);
      expect(first.statusCode).toBe(201);
      const body = joinResponseSchema.parse(first.json());
      expect(body).toEqual({ status: 'enrolled', course_student: expect.objectContaining({ course_id: course.id }) });
      const again = await join(course.id);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it('accepts no body at all and a null coupon', async () => {
      const course = await insertCourse(t.db, { price: 0 });
      const res = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth });
      expect(res.statusCode).toBe(201);
      expect((await join(course.id, { coupon: null })).statusCode).toBe(200);
    });

    it('enrols with a 100% coupon and records the redemption in the same transaction', async () => {
      const course = await insertCourse(t.db, { price: 50_000 });
      const coupon = await insertCoupon(t.db, { code: 'FREE100', discountPercent: 100, usageLimit: 5 });
      const res = await join(course.id, { coupon: 'free100' });
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('enrolled');
      const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(row!.usedCount).toBe(1);
      expect(await t.db.select().from(couponRedemptions)).toHaveLength(1);
    });

    it('creates a payment order for a paid course with the amount computed on the server', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      await insertCoupon(t.db, { code: 'TEN', discountPercent: 10 });
      const res = await join(course.id, { coupon: 'TEN', amount: 1 });
      expect(res.statusCode).toBe(201);
      const body = joinResponseSchema.parse(res.json());
      if (body.status !== 'payment_required') throw new Error('expected a payment');
      expect(body.payment).toEqual({
        provider: 'test',
        key_id: expect.any(String),
        order_id: expect.stringMatching(/^order_test_/),
        amount: 90_000,
        currency: 'INR',
        // No GSTIN in the settings: no GST, so no tax lines (decision 141).
        tax: null,
      });
      expect(await t.db.select().from(courseStudents)).toHaveLength(0);
    });

    it('returns the same open order when joining again, and replaces it when the coupon changes', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      await insertCoupon(t.db, { code: 'HALF', discountPercent: 50, usageLimit: 1 });
      const first = (await join(course.id)).json();
      const again = await join(course.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().payment.order_id).toBe(first.payment.order_id);
      const withCoupon = (await join(course.id, { coupon: 'HALF' })).json();
      expect(withCoupon.payment.amount).toBe(50_000);
      expect(withCoupon.payment.order_id).not.toBe(first.payment.order_id);
      // Back to no coupon: the use the abandoned order held is given back.
      await join(course.id);
      const [half] = await t.db.select().from(coupons);
      expect(half!.usedCount).toBe(0);
      const open = await t.db.select().from(payments).where(eq(payments.status, 'created'));
      expect(open).toHaveLength(1);
    });

    it('rejects a bad coupon with a plain {detail} for the join toast', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      const res = await join(course.id, { coupon: 'NOPE' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.couponInvalid });
    });

    it('answers 404 for an unknown or unpublished course, 422 for bad input, 401 without a token', async () => {
      const hidden = await insertCourse(t.db, { published: false });
      expect((await join(999999)).statusCode).toBe(404);
      expect((await join(hidden.id)).statusCode).toBe(404);
      expect((await join(1, { coupon: 42 })).statusCode).toBe(422);
      expect((await join(1, { coupon: 'x'.repeat(65) })).statusCode).toBe(422);
      const anon = await t.app.inject({ method: 'POST', url: `/lms/course/1/join`, payload: {} });
      expect(anon.statusCode).toBe(401);
    });
  });

  describe('PATCH /lms/course/:id/payment/status', () => {
    async function openOrder(price = 100_000) {
      const course = await insertCourse(t.db, { price });
      const orderId = (await join(course.id)).json().payment.order_id as string;
      return { course, orderId };
    }

    it('verifies the signature, marks the payment paid and enrols', async () => {
      const { course, orderId } = await openOrder();
      const res = await pay(course.id, checkoutResult(orderId));
      expect(res.statusCode).toBe(200);
      expect(paymentStatusResponseSchema.parse(res.json()).course_student.course_id).toBe(course.id);
      const [payment] = await t.db.select().from(payments);
      expect(payment).toMatchObject({ status: 'paid', amount: 100_000 });
      expect(payment!.paidAt).toBeInstanceOf(Date);
      const details = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth });
      expect(details.json().course_student).not.toBeNull();
      const rejoin = await join(course.id);
      expect(rejoin.json().status).toBe('enrolled');
    });

    it('is idempotent for the same payment and rejects a second, different payment', async () => {
      const { course, orderId } = await openOrder();
      const result = checkoutResult(orderId);
      expect((await pay(course.id, result)).statusCode).toBe(200);
      expect((await pay(course.id, result)).statusCode).toBe(200);
      const other = await pay(course.id, checkoutResult(orderId));
      expect(other.statusCode).toBe(409);
      expect(await t.db.select().from(courseStudents)).toHaveLength(1);
    });

    it('rejects a forged signature and changes nothing', async () => {
      const { course, orderId } = await openOrder();
      const forged = { ...checkoutResult(orderId), signature: 'f'.repeat(64) };
      const res = await pay(course.id, forged);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: MESSAGES.paymentSignatureInvalid });
      // A signature made for another payment id does not transfer either.
      const swapped = { ...checkoutResult(orderId), payment_id: fakePaymentId() };
      expect((await pay(course.id, swapped)).statusCode).toBe(400);
      expect(await t.db.select().from(courseStudents)).toHaveLength(0);
      const [payment] = await t.db.select().from(payments);
      expect(payment!.status).toBe('created');
    });

    it('enrols when a superseded order with no coupon is paid, and closes the newer order (decision 106)', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      await insertCoupon(t.db, { code: 'LATER', discountPercent: 10 });
      const first = (await join(course.id)).json().payment.order_id as string;
      const newer = (await join(course.id, { coupon: 'LATER' })).json().payment.order_id as string;
      const res = await pay(course.id, checkoutResult(first));
      expect(res.statusCode).toBe(200);
      expect(await t.db.select().from(courseStudents)).toHaveLength(1);
      const [newerRow] = await t.db.select().from(payments).where(eq(payments.orderId, newer));
      expect(newerRow!.status).toBe('cancelled');
      const [later] = await t.db.select().from(coupons);
      expect(later!.usedCount).toBe(0); // the newer order's use was given back
    });

    it('hides other students’ orders and orders of other courses (404)', async () => {
      const { course, orderId } = await openOrder();
      const other = await signUpVerified(t.app, t.db, 'Other');
      expect((await pay(course.id, checkoutResult(orderId), other)).statusCode).toBe(404);
      const elsewhere = await insertCourse(t.db);
      expect((await pay(elsewhere.id, checkoutResult(orderId))).statusCode).toBe(404);
      expect((await pay(course.id, checkoutResult('order_unknown'))).statusCode).toBe(404);
    });

    it('answers 422 for missing fields and 401 without a token', async () => {
      const { course } = await openOrder();
      const res = await pay(course.id, { order_id: 'x' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().fields)).toEqual(['body.payment_id', 'body.signature']);
      const anon = await t.app.inject({ method: 'PATCH', url: `/lms/course/${course.id}/payment/status`, payload: {} });
      expect(anon.statusCode).toBe(401);
    });
  });
});
