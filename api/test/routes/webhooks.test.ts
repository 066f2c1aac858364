import { asc, eq } from 'drizzle-orm';
import { courseStudents, payments, webhookEvents } from '../../src/db/schema';
import { MESSAGES } from '../../src/config/constants';
import { ORDER_MESSAGES, REFUND_REASONS } from '../../src/services/orders';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCoupon, insertCourse, signUpVerified } from '../helpers/fixtures';
import { signUpAs } from '../helpers/staff';
import { capturedEvent, checkoutResult, fakePaymentId, orderPaidEvent, webhookRequest } from '../helpers/payments';

describe.each(DRIVERS)('POST /payments/webhook on %s', (driver) => {
  const t = useTestApp(driver);

  async function openOrder() {
    const course = await insertCourse(t.db, { price: 75_000 });
    const student = await signUpVerified(t.app, t.db);
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
    return { course, student, orderId: join.json().payment.order_id as string };
  }

  it('settles a captured payment: order paid, student enrolled', async () => {
    const { orderId } = await openOrder();
    const res = await t.app.inject(webhookRequest(capturedEvent(orderId, fakePaymentId(), 75_000), 'evt_1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'processed' });
    const [payment] = await t.db.select().from(payments);
    expect(payment!.status).toBe('paid');
    expect(await t.db.select().from(courseStudents)).toHaveLength(1);
  });

  it('acknowledges a replayed event id without applying it again', async () => {
    const { orderId } = await openOrder();
    const request = webhookRequest(capturedEvent(orderId, fakePaymentId(), 75_000), 'evt_replay');
    expect((await t.app.inject(request)).json()).toEqual({ status: 'processed' });
    const replay = await t.app.inject(request);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ status: 'duplicate' });
    // A replay that carries a different payment for the same event id changes nothing either.
    const tampered = await t.app.inject(webhookRequest(capturedEvent(orderId, fakePaymentId(), 75_000), 'evt_replay'));
    expect(tampered.json()).toEqual({ status: 'duplicate' });
    const [payment] = await t.db.select().from(payments);
    expect(payment!.providerPaymentId).toBe(JSON.parse(request.payload).payload.payment.entity.id);
  });

  it('rejects a forged signature (400) and one over a modified body', async () => {
    const { orderId } = await openOrder();
    const forged = webhookRequest(capturedEvent(orderId, fakePaymentId(), 75_000), 'evt_forged', 'wrong-secret');
    const res = await t.app.inject(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MESSAGES.webhookSignatureInvalid });
    const genuine = webhookRequest(capturedEvent(orderId, fakePaymentId(), 75_000), 'evt_mod');
    const modified = { ...genuine, payload: genuine.payload.replace('75000', '1') };
    expect((await t.app.inject(modified)).statusCode).toBe(400);
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
  });

  it('ignores unknown orders and other events', async () => {
    await openOrder();
    const cases = [
      webhookRequest(capturedEvent('order_nope', fakePaymentId(), 75_000), 'evt_a'),
      webhookRequest({ event: 'refund.created', payload: {} }, 'evt_c'),
      webhookRequest({ unexpected: true }, 'evt_d'),
    ];
    for (const request of cases) expect((await t.app.inject(request)).json()).toEqual({ status: 'ignored' });
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
    expect(await t.db.select().from(payments)).toHaveLength(1);
  });

  it.each([
    ['another currency', 75_000, 'USD'],
    ['another amount', 1, 'INR'],
  ])('keeps a captured payment in %s for refund, beside the order, which stays open', async (_case, amount, currency) => {
    const { orderId } = await openOrder();
    const paymentId = fakePaymentId();
    const res = await t.app.inject(webhookRequest(capturedEvent(orderId, paymentId, amount, currency), 'evt_money'));
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'refund_due' }]);
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
    const rows = await t.db.select().from(payments).orderBy(asc(payments.id));
    expect(rows.map((r) => [r.orderId, r.status])).toEqual([
      [orderId, 'created'],
      [`${orderId}/${paymentId}`, 'refund_due'],
    ]);
    expect(rows[1]).toMatchObject({ providerPaymentId: paymentId, amount, currency, refundReason: REFUND_REASONS.amountMismatch });
  });

  it('answers 422 without the signature or event id headers and 400 for broken JSON', async () => {
    const request = webhookRequest({ event: 'x' }, 'evt_h');
    const noSig = await t.app.inject({ ...request, headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'e' } });
    expect(noSig.statusCode).toBe(422);
    const noId = await t.app.inject({ ...request, headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab' } });
    expect(noId.statusCode).toBe(422);
    const broken = await t.app.inject({ ...request, payload: '{"event":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toEqual(expect.any(String));
  });

  it('keeps a second captured payment of a paid order for refund, shown to staff in the orders list', async () => {
    const { course, student, orderId } = await openOrder();
    await t.app.inject({ method: 'PATCH', url: `/lms/course/${course.id}/payment/status`, headers: student.auth, payload: checkoutResult(orderId) });
    const second = fakePaymentId();
    const res = await t.app.inject(webhookRequest(capturedEvent(orderId, second, 75_000), 'evt_second'));
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'refund_due' }]);
    // The provider's retry with another event id, and the browser's own confirmation, record nothing more.
    expect((await t.app.inject(webhookRequest(capturedEvent(orderId, second, 75_000), 'evt_second_retry'))).json()).toEqual({ status: 'refund_due' });
    const browser = await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${course.id}/payment/status`,
      headers: student.auth,
      payload: checkoutResult(orderId, second),
    });
    expect([browser.statusCode, browser.json()]).toEqual([409, { detail: ORDER_MESSAGES.secondPayment }]);

    const rows = await t.db.select().from(payments).orderBy(asc(payments.id));
    expect(rows.map((r) => [r.status, r.refundReason])).toEqual([
      ['paid', null],
      ['refund_due', REFUND_REASONS.secondPayment],
    ]);
    expect(await t.db.select().from(courseStudents)).toHaveLength(1);
    const admin = await signUpAs(t.app, t.db, 'admin');
    const list = await t.app.inject({ method: 'GET', url: '/admin/orders?status=refund_due', headers: admin.auth });
    expect(list.json().results).toEqual([
      expect.objectContaining({
        order_id: `${orderId}/${second}`,
        provider_payment_id: second,
        amount: 75_000,
        currency: 'INR',
        status: 'refund_due',
        refund_reason: REFUND_REASONS.secondPayment,
      }),
    ]);
  });

  it('the browser’s second payment of a paid order is kept for refund too (409 with the reason, recorded)', async () => {
    const { course, student, orderId } = await openOrder();
    const pay = (paymentId?: string) =>
      t.app.inject({ method: 'PATCH', url: `/lms/course/${course.id}/payment/status`, headers: student.auth, payload: checkoutResult(orderId, paymentId) });
    expect((await pay()).statusCode).toBe(200);
    const res = await pay();
    expect([res.statusCode, res.json()]).toEqual([409, { detail: ORDER_MESSAGES.secondPayment }]);
    expect((await t.db.select().from(payments)).map((r) => r.status).sort()).toEqual(['paid', 'refund_due']);
  });

  it('agrees with the browser confirmation: both paths give one enrolment', async () => {
    const { course, student, orderId } = await openOrder();
    const paymentId = fakePaymentId();
    await t.app.inject(webhookRequest(capturedEvent(orderId, paymentId, 75_000), 'evt_both'));
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${course.id}/payment/status`,
      headers: student.auth,
      payload: checkoutResult(orderId, paymentId),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.db.select().from(courseStudents)).toHaveLength(1);
  });

  it('settles Razorpay’s order.paid event (payment and order entities)', async () => {
    const { orderId } = await openOrder();
    const paymentId = fakePaymentId();
    const res = await t.app.inject(webhookRequest(orderPaidEvent(orderId, paymentId, 75_000), 'evt_order_paid'));
    expect(res.json()).toEqual({ status: 'processed' });
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ status: 'paid', providerPaymentId: paymentId });
    // payment.captured for the same payment afterwards is the same settlement again.
    const captured = await t.app.inject(webhookRequest(capturedEvent(orderId, paymentId, 75_000), 'evt_captured'));
    expect(captured.json()).toEqual({ status: 'processed' });
    expect(await t.db.select().from(courseStudents)).toHaveLength(1);
  });

  it('ignores an order.paid whose order entity names another order', async () => {
    const { orderId } = await openOrder();
    const event = orderPaidEvent(orderId, fakePaymentId(), 75_000);
    event.payload.order.entity.id = 'order_other';
    expect((await t.app.inject(webhookRequest(event, 'evt_mismatch'))).json()).toEqual({ status: 'ignored' });
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
  });

  it('answers 200 refund_due for a superseded order whose coupon is gone, records it, and keeps the event', async () => {
    const course = await insertCourse(t.db, { price: 80_000 });
    await insertCoupon(t.db, { code: 'ONE', discountPercent: 25, usageLimit: 1 });
    const [a, b] = [await signUpVerified(t.app, t.db, 'A'), await signUpVerified(t.app, t.db, 'B')];
    const join = (who: typeof a, payload: object) => t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: who.auth, payload });
    const old = (await join(a, { coupon: 'ONE' })).json().payment.order_id as string;
    await join(a, {}); // supersedes the discounted order and frees the use
    expect((await join(b, { coupon: 'ONE' })).json().payment.amount).toBe(60_000);
    const paymentId = fakePaymentId();
    const request = webhookRequest(capturedEvent(old, paymentId, 60_000), 'evt_refund');
    const res = await t.app.inject(request);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'refund_due' });
    const [row] = await t.db.select().from(payments).where(eq(payments.orderId, old));
    expect(row).toMatchObject({ status: 'refund_due', providerPaymentId: paymentId });
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
    expect(await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, 'evt_refund'))).toHaveLength(1);
    expect((await t.app.inject(request)).json()).toEqual({ status: 'duplicate' });
    // Another event for the same payment (order.paid after payment.captured) is refund_due again.
    const again = await t.app.inject(webhookRequest(orderPaidEvent(old, paymentId, 60_000), 'evt_refund_2'));
    expect(again.json()).toEqual({ status: 'refund_due' });
  });
});
