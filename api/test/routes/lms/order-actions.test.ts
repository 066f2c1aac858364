// An open order offers Pay now (the very same order) and Cancel; an expired or
// cancelled one says so. POST /lms/orders/:id/cancel is idempotent, only for the owner (404
// otherwise), 409 once paid, and serialised with a concurrent payment (races run on PostgreSQL).
import { eq } from 'drizzle-orm';
import { cancelOrderResponseSchema, orderCheckoutResponseSchema, studentOrdersResponseSchema } from '@sap-academy/contracts/account';
import { MESSAGES } from '../../../src/config/constants';
import { couponRedemptions, coupons, courseStudents, courses as coursesTable, payments } from '../../../src/db/schema';
import { ORDER_MESSAGES } from '../../../src/services/orders';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCoupon, insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { checkoutResult, fakePaymentId } from '../../helpers/payments';
import { accountApi } from '@sap-academy/contracts/paths';

const MINUTE = 60_000;

describe.each(DRIVERS)('a student’s own order actions on %s', (driver) => {
  const t = useTestApp(driver);
  let student: StudentSession;
  let other: StudentSession;
  let course: Awaited<ReturnType<typeof insertCourse>>;
  beforeEach(async () => {
    student = await signUpVerified(t.app, t.db, 'Kavya Menon');
    other = await signUpVerified(t.app, t.db, 'Rohan Shah');
    course = await insertCourse(t.db, { price: 2_999_900, title: 'SAP FICO Masterclass' });
    await insertCoupon(t.db, { code: 'SAVE10', discountPercent: 10, perStudentLimit: 100 });
  });

  const join = async (who = student, coupon?: string, courseId = course.id) => {
    const res = await t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: who.auth, payload: coupon ? { coupon } : {} });
    expect(res.statusCode).toBe(201);
    const orderId = res.json().payment.order_id as string;
    return (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  };
  const cancel = (id: number | string, who = student) => t.app.inject({ method: 'POST', url: accountApi.orderCancel(id), headers: who.auth, payload: {} });
  const checkout = (id: number | string, who = student) => t.app.inject({ method: 'POST', url: accountApi.orderCheckout(id), headers: who.auth, payload: {} });
  const confirm = (orderId: string, who = student, courseId = course.id) =>
    t.app.inject({ method: 'PATCH', url: `/lms/course/${courseId}/payment/status`, headers: who.auth, payload: checkoutResult(orderId, fakePaymentId()) });
  const listed = async (who = student) =>
    studentOrdersResponseSchema.parse((await t.app.inject({ method: 'GET', url: accountApi.orders(), headers: who.auth })).json()).results;
  const usedCount = async () => (await t.db.select().from(coupons).where(eq(coupons.code, 'SAVE10')))[0]!.usedCount;

  it('an open order lists as awaiting payment until its expiry time, then as expired, before the job runs', async () => {
    const order = await join();
    const [open] = await listed();
    expect(open).toMatchObject({ id: order.id, status: 'created', expires_at: order.expiresAt!.toISOString() });
    t.clock.advance(31 * MINUTE); // the expiry job has not run: the row still says created
    const [late] = await listed();
    expect(late).toMatchObject({ id: order.id, status: 'expired', expires_at: null });
  });

  it('Cancel closes the open order and gives its coupon use back; cancelling again answers the same', async () => {
    const order = await join(student, 'SAVE10');
    expect(await usedCount()).toBe(1);
    const first = await cancel(order.id);
    expect(first.statusCode).toBe(200);
    expect(cancelOrderResponseSchema.parse(first.json())).toEqual({ id: order.id, status: 'cancelled' });
    expect(await usedCount()).toBe(0);
    expect(await t.db.select().from(couponRedemptions)).toEqual([]);
    const again = await cancel(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: order.id, status: 'cancelled' });
    expect(await usedCount()).toBe(0);
    expect((await listed())[0]).toMatchObject({ status: 'cancelled', expires_at: null });
    // A new join starts a new order, as after any closed one.
    expect((await join(student, 'SAVE10')).id).not.toBe(order.id);
  });

  it('cancelling an order whose time ran out records it as expired', async () => {
    const order = await join();
    t.clock.advance(31 * MINUTE);
    expect((await cancel(order.id)).json()).toEqual({ id: order.id, status: 'expired' });
  });

  it("is a 404 for someone else's order or a missing one, 409 for a paid one, 422 for a bad id, 401 without a token", async () => {
    const mine = await join();
    for (const res of [await cancel(mine.id, other), await checkout(mine.id, other), await cancel(999_999), await checkout(999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: MESSAGES.paymentNotFound });
    }
    expect((await t.db.select().from(payments).where(eq(payments.id, mine.id)))[0]!.status).toBe('created');
    expect((await confirm(mine.orderId)).statusCode).toBe(200);
    const paid = await cancel(mine.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toEqual({ detail: ORDER_MESSAGES.paidCannotCancel });
    expect((await listed())[0]!.status).toBe('paid');
    const bad = await cancel('abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('detail');
    expect((await t.app.inject({ method: 'POST', url: accountApi.orderCancel(mine.id) })).statusCode).toBe(401);
  });

  it('Pay now answers the checkout of the same open order: no second order, same amount and coupon use', async () => {
    const order = await join(student, 'SAVE10');
    const res = await checkout(order.id);
    expect(res.statusCode).toBe(200);
    expect(orderCheckoutResponseSchema.parse(res.json()).payment).toEqual({
      provider: order.provider,
      key_id: expect.any(String),
      order_id: order.orderId,
      amount: 2_699_910,
      currency: 'INR',
    });
    expect(await t.db.select().from(payments)).toHaveLength(1);
    expect(await usedCount()).toBe(1);
    expect((await confirm(order.orderId)).statusCode).toBe(200);
    expect(await t.db.select().from(courseStudents)).toHaveLength(1);
    expect((await listed())[0]).toMatchObject({ id: order.id, status: 'paid' });
  });

  it('Pay now refuses a cancelled, expired or paid order and one whose course is no longer sold (409)', async () => {
    const cancelled = await join();
    await cancel(cancelled.id);
    expect((await checkout(cancelled.id)).json()).toEqual({ detail: ORDER_MESSAGES.closedCannotPay });

    const late = await join();
    t.clock.advance(31 * MINUTE);
    const expired = await checkout(late.id);
    expect(expired.statusCode).toBe(409);
    expect(expired.json()).toEqual({ detail: ORDER_MESSAGES.expiredCannotPay });
    expect((await t.db.select().from(payments).where(eq(payments.id, late.id)))[0]!.status).toBe('expired');

    t.clock.offsetMs = 0;
    const open = await join();
    await t.db.update(coursesTable).set({ archived: true, published: false }).where(eq(coursesTable.id, course.id));
    const archived = await checkout(open.id);
    expect(archived.statusCode).toBe(409);
    expect(archived.json()).toEqual({ detail: ORDER_MESSAGES.courseNotSold });
  });

  it('a cancel racing the payment of the same order: the money is always honoured, the coupon count exact', async () => {
    const ROUNDS = 6;
    for (let round = 0; round < ROUNDS; round++) {
      const c = await insertCourse(t.db, { price: 100_000 + round, sections: [1] });
      const order = await join(student, 'SAVE10', c.id);
      const [cancelled, paid] = await Promise.all([cancel(order.id), confirm(order.orderId, student, c.id)]);
      // Either the payment settled first (cancel 409), or the cancel did and the late payment was
      // accepted like any superseded order's, its coupon use taken again (decision 106).
      expect([200, 409]).toContain(cancelled.statusCode);
      expect(paid.statusCode).toBe(200);
      const row = (await t.db.select().from(payments).where(eq(payments.id, order.id)))[0]!;
      expect(row.status).toBe('paid');
    }
    expect(await t.db.select().from(courseStudents)).toHaveLength(ROUNDS);
    // Every paid order holds its one use, whichever way its race went.
    expect(await usedCount()).toBe(ROUNDS);
  });
});
