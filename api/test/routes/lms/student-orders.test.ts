// GET /lms/orders and GET /lms/orders/:id/receipt: a student sees their own orders,
// newest first, and downloads the receipt of a paid one; someone else's order, or one never
// paid, is a 404 like a missing one. Paying queues one receipt mail, however the confirmation
// and the webhook race.
import { eq } from 'drizzle-orm';
import { studentOrdersResponseSchema } from '@sap-academy/contracts/account';
import { outbox, payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCoupon, insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { capturedEvent, checkoutResult, fakePaymentId, orderPaidEvent, webhookRequest } from '../../helpers/payments';
import { pdfText } from '../../helpers/pdf';
import { accountApi } from '@sap-academy/contracts/paths';

const receiptPattern = (id: number) => new RegExp(`^SAPA-\\d{4}-${String(id).padStart(6, '0')}$`);

describe.each(EVERY_DRIVER)('student orders on %s', (driver) => {
  const t = useTestApp(driver);
  let student: StudentSession;
  beforeEach(async () => {
    student = await signUpVerified(t.app, t.db, 'Zoë Ñúñez');
  });

  const join = async (courseId: number, coupon?: string, who = student) => {
    const res = await t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: who.auth, payload: coupon ? { coupon } : {} });
    expect(res.statusCode).toBe(201);
    return res.json().payment.order_id as string;
  };
  const confirm = (courseId: number, orderId: string, paymentId = fakePaymentId(), who = student) =>
    t.app.inject({ method: 'PATCH', url: `/lms/course/${courseId}/payment/status`, headers: who.auth, payload: checkoutResult(orderId, paymentId) });
  const buy = async (courseId: number, coupon?: string, who = student) => {
    const orderId = await join(courseId, coupon, who);
    expect((await confirm(courseId, orderId, fakePaymentId(), who)).statusCode).toBe(200);
    return orderOf(orderId);
  };
  const orderOf = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  const list = (who = student) => t.app.inject({ method: 'GET', url: accountApi.orders(), headers: who.auth });
  const receipt = (id: number | string, who = student) => t.app.inject({ method: 'GET', url: accountApi.orderReceipt(id), headers: who.auth });
  const receiptMails = () => t.db.select().from(outbox).where(eq(outbox.kind, 'receipt'));

  it('answers 401 without a token', async () => {
    for (const url of [accountApi.orders(), accountApi.orderReceipt(1)]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it("lists the student's own orders, newest first, in the contract's shape", async () => {
    const fico = await insertCourse(t.db, { price: 2_999_900, title: 'SAP FICO Masterclass' });
    const mm = await insertCourse(t.db, { price: 1_500_000, title: 'SAP MM Essentials' });
    await insertCoupon(t.db, { code: 'SAVE5K', discountAmount: 500_000 });
    const paid = await buy(fico.id, 'SAVE5K');
    const open = await orderOf(await join(mm.id));
    // Someone else's order never shows.
    const other = await signUpVerified(t.app, t.db, 'Bala');
    await join(mm.id, undefined, other);

    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = studentOrdersResponseSchema.parse(res.json());
    expect(body.results.map((o) => o.id)).toEqual([open.id, paid.id]);
    const [openView, paidView] = body.results;
    expect(paidView).toEqual({
      id: paid.id,
      order_id: paid.orderId,
      course: { id: fico.id, course_title: 'SAP FICO Masterclass' },
      created_at: paid.createdAt.toISOString(),
      paid_at: paid.paidAt!.toISOString(),
      list_price: 2_999_900,
      discount: 500_000,
      amount: 2_499_900,
      currency: 'INR',
      coupon: 'SAVE5K',
      status: 'paid',
      receipt_number: expect.stringMatching(receiptPattern(paid.id)),
      // Not registered for GST in this test (decision 141): the receipt only.
      invoice_number: null,
      credit_notes: [],
      expires_at: null,
    });
    expect(openView).toMatchObject({ status: 'created', paid_at: null, coupon: null, discount: 0, amount: 1_500_000, receipt_number: null });
    expect((await list(other)).json().results).toHaveLength(1);
  });

  it('lists no orders for a student who has none', async () => {
    expect((await list()).json()).toEqual({ results: [] });
  });

  it('gives the receipt of a paid order as a private PDF attachment', async () => {
    const course = await insertCourse(t.db, { price: 2_999_900, title: 'SAP FICO Masterclass' });
    await insertCoupon(t.db, { code: 'SAVE5K', discountAmount: 500_000 });
    const order = await buy(course.id, 'SAVE5K');
    const number = (await list()).json().results[0].receipt_number as string;

    const res = await receipt(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    const text = await pdfText(res.rawPayload);
    for (const part of [
      number,
      'Zoë Ñúñez',
      student.email,
      'SAP FICO Masterclass',
      '₹29,999.00',
      'Discount (coupon SAVE5K) −₹5,000.00',
      'Amount paid ₹24,999.00',
      order.providerPaymentId!,
      order.orderId,
    ]) {
      expect(text).toContain(part);
    }
  });

  it("answers 404 for another student's order, an unpaid, cancelled or expired one, and one that does not exist", async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const other = await signUpVerified(t.app, t.db, 'Bala');
    const theirs = await buy(course.id, undefined, other);
    expect((await receipt(theirs.id, other)).statusCode).toBe(200);
    const open = await orderOf(await join(course.id));
    const closed = await t.db
      .insert(payments)
      .values(
        (['cancelled', 'expired'] as const).map((status, i) => ({
          orderId: `order_closed_${i}`,
          provider: 'test',
          studentId: student.studentId,
          courseId: course.id,
          listPrice: 100_000,
          amount: 100_000,
          currency: 'INR',
          status,
        })),
      )
      .returning();
    for (const id of [theirs.id, open.id, ...closed.map((c) => c.id), 2_000_000_000]) {
      const res = await receipt(id);
      expect({ id, status: res.statusCode, body: res.json() }).toEqual({ id, status: 404, body: { detail: 'Receipt not found.' } });
    }
  });

  it('gives a receipt for a refund_due order too: the money was taken', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const order = await orderOf(await join(course.id));
    await t.db
      .update(payments)
      .set({ status: 'refund_due', providerPaymentId: 'pay_refund', refundReason: 'already_enrolled', paidAt: new Date() })
      .where(eq(payments.id, order.id));
    const [view] = (await list()).json().results;
    expect(view).toMatchObject({ status: 'refund_due', receipt_number: expect.stringMatching(receiptPattern(order.id)) });
    const res = await receipt(order.id);
    expect(res.statusCode).toBe(200);
    expect(await pdfText(res.rawPayload)).toContain('Paid, refund due');
  });

  it.each(['abc', '0', '01', '1e3', '-1', '99999999999'])('answers 422 {detail} for the id %p', async (id) => {
    const res = await receipt(id);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  });

  it('queues one receipt mail, to the student, in the payment that makes the order paid', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const orderId = await join(course.id);
    expect(await receiptMails()).toHaveLength(0);
    const paymentId = fakePaymentId();
    expect((await confirm(course.id, orderId, paymentId)).statusCode).toBe(200);
    const order = await orderOf(orderId);
    expect((await receiptMails()).map((m) => m.payload)).toEqual([{ to: student.email, template: 'receipt', data: { paymentId: order.id } }]);
    // The same payment again, by the browser and by both webhooks: already paid, nothing queued.
    expect((await confirm(course.id, orderId, paymentId)).statusCode).toBe(200);
    expect((await t.app.inject(webhookRequest(capturedEvent(orderId, paymentId, 100_000), 'evt_again_1'))).statusCode).toBe(200);
    expect((await t.app.inject(webhookRequest(orderPaidEvent(orderId, paymentId, 100_000), 'evt_again_2'))).statusCode).toBe(200);
    expect(await receiptMails()).toHaveLength(1);
  });

  it('queues exactly one receipt per order when the confirmation and both webhooks race', async () => {
    const ORDERS = 8;
    const courses = await Promise.all(Array.from({ length: ORDERS }, (_, i) => insertCourse(t.db, { price: 100_000 + i, sections: [1] })));
    const orderIds = await Promise.all(courses.map((c) => join(c.id)));
    const answers = await Promise.all(
      courses.flatMap((course, i) => {
        const orderId = orderIds[i]!;
        const paymentId = `pay_race_${i}`;
        return [
          confirm(course.id, orderId, paymentId),
          t.app.inject(webhookRequest(capturedEvent(orderId, paymentId, course.price), `evt_race_c_${i}`)),
          t.app.inject(webhookRequest(orderPaidEvent(orderId, paymentId, course.price), `evt_race_o_${i}`)),
        ];
      }),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const orders = await t.db.select().from(payments);
    expect(orders.map((o) => o.status)).toEqual(orders.map(() => 'paid'));
    const queued = await receiptMails();
    expect(queued.map((m) => (m.payload as { data: { paymentId: number } }).data.paymentId).sort((a, b) => a - b)).toEqual(
      orders.map((o) => o.id).sort((a, b) => a - b),
    );
  });

  it('queues no receipt mail for a course bought outright with a 100 % coupon (no money taken)', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    await insertCoupon(t.db, { code: 'FREE', discountPercent: 100 });
    const res = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: { coupon: 'FREE' } });
    expect(res.json().status).toBe('enrolled');
    expect(await receiptMails()).toHaveLength(0);
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect((await list()).json().results).toEqual([]);
  });
});
