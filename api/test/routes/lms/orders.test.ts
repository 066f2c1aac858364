// The order and coupon lifecycle (decision 106), one story per defect it fixes.
import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../src/config/constants';
import { couponRedemptions, coupons, courseStudents, payments } from '../../../src/db/schema';
import { ORDER_MESSAGES } from '../../../src/services/orders';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCoupon, insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { checkoutResult } from '../../helpers/payments';

const MINUTE = 60_000;
const TTL_MINUTES = 30; // the ORDER_TTL_MINUTES default

describe.each(DRIVERS)('order lifecycle on %s', (driver) => {
  const t = useTestApp(driver);
  let student: StudentSession;
  beforeEach(async () => {
    student = await signUpVerified(t.app, t.db);
  });

  const join = (courseId: number, coupon?: string, who = student) =>
    t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: who.auth, payload: coupon ? { coupon } : {} });
  const pay = (courseId: number, payload: object, who = student) =>
    t.app.inject({ method: 'PATCH', url: `/lms/course/${courseId}/payment/status`, headers: who.auth, payload });
  const orderOf = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const couponRow = async (id: number) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;

  it('re-joining with the same coupon returns the open order (200), not "already used"', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const coupon = await insertCoupon(t.db, { code: 'ONCE', discountPercent: 10, usageLimit: 1 });
    const first = await join(course.id, 'ONCE');
    expect(first.statusCode).toBe(201);
    const again = await join(course.id, 'once');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await couponRow(coupon.id)).usedCount).toBe(1);
    expect(await t.db.select().from(payments)).toHaveLength(1);
  });

  it('a refused new coupon leaves the open order and its use as they were (one transaction)', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const held = await insertCoupon(t.db, { code: 'HELD', discountPercent: 10, usageLimit: 1 });
    await insertCoupon(t.db, { code: 'GONE', discountPercent: 50, usageLimit: 1, usedCount: 1 });
    const first = (await join(course.id, 'HELD')).json();
    const refused = await join(course.id, 'GONE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: MESSAGES.couponExhausted });
    expect((await orderOf(first.payment.order_id)).status).toBe('created');
    expect((await couponRow(held.id)).usedCount).toBe(1);
  });

  describe('paying a superseded order', () => {
    async function supersededWithCoupon() {
      const course = await insertCourse(t.db, { price: 100_000 });
      const coupon = await insertCoupon(t.db, { code: 'SOLO', discountPercent: 50, usageLimit: 1 });
      const old = (await join(course.id, 'SOLO')).json().payment.order_id as string;
      const newer = (await join(course.id)).json().payment.order_id as string;
      expect((await couponRow(coupon.id)).usedCount).toBe(0); // the superseded order gave its use back
      return { course, coupon, old, newer };
    }

    it('refuses (409, refund_due) when its coupon was used up meanwhile: a 1-use coupon is never used twice', async () => {
      const { course, coupon, old, newer } = await supersededWithCoupon();
      const other = await signUpVerified(t.app, t.db, 'Other');
      expect((await join(course.id, 'SOLO', other)).json().payment.amount).toBe(50_000);
      const result = checkoutResult(old);
      const res = await pay(course.id, result);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: ORDER_MESSAGES.noLongerValid });
      expect(await orderOf(old)).toMatchObject({
        status: 'refund_due',
        providerPaymentId: result.payment_id,
        refundReason: `coupon_unavailable: ${MESSAGES.couponExhausted}`,
      });
      expect(await t.db.select().from(courseStudents)).toHaveLength(0);
      expect((await orderOf(newer)).status).toBe('created'); // still payable
      expect((await couponRow(coupon.id)).usedCount).toBe(1);
      expect(await t.db.select().from(couponRedemptions)).toHaveLength(1);
      // The browser retrying the same payment gets the same answer and changes nothing.
      expect((await pay(course.id, result)).json()).toEqual({ detail: ORDER_MESSAGES.noLongerValid });
    });

    it('re-takes the coupon use when it is still free, enrols, and closes the newer open order', async () => {
      const { course, coupon, old, newer } = await supersededWithCoupon();
      const res = await pay(course.id, checkoutResult(old));
      expect(res.statusCode).toBe(200);
      expect((await orderOf(old)).status).toBe('paid');
      expect((await orderOf(newer)).status).toBe('cancelled');
      expect((await couponRow(coupon.id)).usedCount).toBe(1);
      const [redemption] = await t.db.select().from(couponRedemptions);
      expect(redemption!.paymentId).toBe((await orderOf(old)).id);
    });

    it('keeps a payment for a course already bought as refund_due (a duplicate payment)', async () => {
      const { course, old, newer } = await supersededWithCoupon();
      expect((await pay(course.id, checkoutResult(newer))).statusCode).toBe(200);
      const res = await pay(course.id, checkoutResult(old));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: ORDER_MESSAGES.alreadyEnrolled });
      expect(await orderOf(old)).toMatchObject({ status: 'refund_due', refundReason: 'already_enrolled' });
      expect(await t.db.select().from(courseStudents)).toHaveLength(1);
    });
  });

  describe('expiry', () => {
    it(`sets expires_at ${TTL_MINUTES} minutes ahead; expireDue frees the coupon use of a due order`, async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      const coupon = await insertCoupon(t.db, { code: 'HOLD', discountPercent: 10, usageLimit: 1 });
      const orderId = (await join(course.id, 'HOLD')).json().payment.order_id as string;
      const order = await orderOf(orderId);
      expect(order.expiresAt!.getTime() - order.createdAt.getTime()).toBeGreaterThan((TTL_MINUTES - 1) * MINUTE);
      expect(order.expiresAt!.getTime() - order.createdAt.getTime()).toBeLessThan((TTL_MINUTES + 1) * MINUTE);
      expect(await t.app.orders.expireDue()).toBe(0); // not due yet
      t.clock.advance((TTL_MINUTES + 1) * MINUTE);
      expect(await t.app.orders.expireDue()).toBe(1);
      expect((await orderOf(orderId)).status).toBe('expired');
      expect((await couponRow(coupon.id)).usedCount).toBe(0);
      expect(await t.db.select().from(couponRedemptions)).toHaveLength(0);
      expect(await t.app.orders.expireDue()).toBe(0);
      // The use is free for someone else now.
      expect((await join(course.id, 'HOLD', await signUpVerified(t.app, t.db, 'Next'))).statusCode).toBe(201);
    });

    it('a join that finds its own order past expiry expires it inline and opens a new one', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      const coupon = await insertCoupon(t.db, { code: 'AGAIN', discountPercent: 10, usageLimit: 1 });
      const first = (await join(course.id, 'AGAIN')).json().payment.order_id as string;
      t.clock.advance((TTL_MINUTES + 1) * MINUTE);
      const second = await join(course.id, 'AGAIN');
      expect(second.statusCode).toBe(201);
      expect(second.json().payment.order_id).not.toBe(first);
      expect((await orderOf(first)).status).toBe('expired');
      expect((await couponRow(coupon.id)).usedCount).toBe(1);
    });

    it('paying an expired order re-takes its coupon when it is still free', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      const coupon = await insertCoupon(t.db, { code: 'LATE', discountPercent: 10, usageLimit: 1 });
      const orderId = (await join(course.id, 'LATE')).json().payment.order_id as string;
      // Expired by the job (the PATCH route settles at real time, so the row itself must be due).
      await t.db.update(payments).set({ expiresAt: new Date(Date.now() - MINUTE) });
      expect(await t.app.orders.expireDue(new Date())).toBe(1);
      expect((await couponRow(coupon.id)).usedCount).toBe(0);
      expect((await pay(course.id, checkoutResult(orderId))).statusCode).toBe(200);
      expect((await orderOf(orderId)).status).toBe('paid');
      expect((await couponRow(coupon.id)).usedCount).toBe(1);
    });

    it('two expiry runs at once release each use once (SKIP LOCKED)', async () => {
      const course = await insertCourse(t.db, { price: 100_000 });
      const coupon = await insertCoupon(t.db, { code: 'MANY', discountPercent: 10, usageLimit: 20 });
      for (let i = 0; i < 6; i++) expect((await join(course.id, 'MANY', await signUpVerified(t.app, t.db, `S${i}`))).statusCode).toBe(201);
      const later = new Date(Date.now() + (TTL_MINUTES + 1) * MINUTE);
      const counts = await Promise.all([t.app.orders.expireDue(later), t.app.orders.expireDue(later)]);
      expect(counts[0] + counts[1]).toBe(6);
      expect((await couponRow(coupon.id)).usedCount).toBe(0);
    });
  });

  it('a coupon sent with a free course is ignored: enrolled, and the student keeps the use', async () => {
    const free = await insertCourse(t.db, { price: 0 });
    const paid = await insertCourse(t.db, { price: 100_000 });
    const coupon = await insertCoupon(t.db, { code: 'KEEP', discountPercent: 20, usageLimit: 1 });
    const res = await join(free.id, 'KEEP');
    expect(res.statusCode).toBe(201);
    expect(res.json().status).toBe('enrolled');
    expect((await couponRow(coupon.id)).usedCount).toBe(0);
    expect(await t.db.select().from(couponRedemptions)).toHaveLength(0);
    expect((await join(paid.id, 'KEEP')).json().payment.amount).toBe(80_000);
  });
});
