// The razorpay provider against a local fake Razorpay (scripts/lib/fake-razorpay.mjs) on an
// ephemeral port: the order request as Razorpay documents it, and the payment-status route
// confirming a payment with the provider before it counts.
import { eq } from 'drizzle-orm';
import { joinResponseSchema, paymentStatusResponseSchema } from '@sap-academy/contracts';
import { startFakeRazorpay, type FakeRazorpay } from '../../../../scripts/lib/fake-razorpay.mjs';
import { MESSAGES } from '../../../src/config/constants';
import { courseStudents, payments } from '../../../src/db/schema';
import { paymentsRepository } from '../../../src/repositories/payments';
import { TEST_ENV, useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { checkoutResult, fakePaymentId } from '../../helpers/payments';

const KEY_ID = 'rzp_test_fake';
const KEY_SECRET = TEST_ENV.PAYMENT_KEY_SECRET!;

describe.each(DRIVERS)('razorpay provider on %s', (driver) => {
  let fake: FakeRazorpay;
  const env: Record<string, string> = { PAYMENT_PROVIDER: 'razorpay', PAYMENT_KEY_ID: KEY_ID };
  // Registered before useTestApp's hooks, so the app is built with the fake's URL.
  beforeAll(async () => {
    fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
    env.RAZORPAY_API_URL = fake.apiUrl;
  });
  afterAll(() => fake?.close());
  const t = useTestApp(driver, env);

  let student: StudentSession;
  beforeEach(async () => {
    student = await signUpVerified(t.app, t.db);
    fake.requests.length = 0;
    fake.setDown(false);
  });

  const join = (courseId: number) => t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: student.auth, payload: {} });
  const pay = (courseId: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/lms/course/${courseId}/payment/status`, headers: student.auth, payload });
  const orderRow = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

  async function openOrder(price = 149_900) {
    const course = await insertCourse(t.db, { price });
    const res = await join(course.id);
    expect(res.statusCode).toBe(201);
    const body = joinResponseSchema.parse(res.json());
    if (body.status !== 'payment_required') throw new Error('expected a payment order');
    return { course, order: body.payment };
  }

  /** What the stub checkout's Pay hands the browser, in the API's body names. */
  async function payAtCheckout(orderId: string) {
    const res = await fetch(`${fake.apiUrl}/__checkout/pay`, { method: 'POST', body: JSON.stringify({ order_id: orderId }) });
    const r = (await res.json()) as Record<string, string>;
    return { order_id: r.razorpay_order_id!, payment_id: r.razorpay_payment_id!, signature: r.razorpay_signature! };
  }

  it('creates the order with Razorpay: Basic auth key_id:key_secret, amount in paise, currency, receipt', async () => {
    const { course, order } = await openOrder(149_900);
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/orders' });
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.body).toEqual({
      amount: 149_900,
      currency: 'INR',
      receipt: expect.stringMatching(new RegExp(`^s${student.studentId}-c${course.id}-\\d+$`)),
    });
    expect(String(request!.body!.receipt).length).toBeLessThanOrEqual(40); // Razorpay's receipt limit
    expect(order).toEqual({ provider: 'razorpay', key_id: KEY_ID, order_id: expect.stringMatching(/^order_/), amount: 149_900, currency: 'INR', tax: null });
    expect(fake.orders.get(order.order_id)).toMatchObject({ amount: 149_900, currency: 'INR', status: 'created' });
  });

  it('a paid checkout is confirmed with GET /payments/:id and enrols', async () => {
    const { course, order } = await openOrder();
    const receipt = await payAtCheckout(order.order_id);
    const res = await pay(course.id, receipt);
    expect(res.statusCode).toBe(200);
    expect(paymentStatusResponseSchema.parse(res.json()).course_student.course_id).toBe(course.id);
    const fetched = fake.requests.find((r) => r.method === 'GET');
    expect(fetched).toMatchObject({ path: `/v1/payments/${receipt.payment_id}` });
    expect(fetched!.headers.authorization).toMatch(/^Basic /);
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid', providerPaymentId: receipt.payment_id });
  });

  it('an authorized (not yet captured) payment counts too', async () => {
    const { course, order } = await openOrder();
    const payment = fake.addPayment({ order_id: order.order_id, amount: order.amount, status: 'authorized' });
    expect((await pay(course.id, checkoutResult(order.order_id, payment.id))).statusCode).toBe(200);
  });

  it.each([
    ['belongs to another order', { order_id: 'order_someoneelse' }, 400, MESSAGES.paymentWrongOrder],
    ['is for another amount', { amount: 100 }, 400, MESSAGES.paymentWrongAmount],
    ['is in another currency', { currency: 'USD' }, 400, MESSAGES.paymentWrongAmount],
    ['failed', { status: 'failed' }, 402, MESSAGES.paymentNotCompleted],
    ['is still only created', { status: 'created' }, 402, MESSAGES.paymentNotCompleted],
  ])('a correctly signed payment that %s is refused with a 4xx {detail}, nothing settled', async (_what, fields, status, detail) => {
    const { course, order } = await openOrder();
    const payment = fake.addPayment({ order_id: order.order_id, amount: order.amount, ...fields });
    const res = await pay(course.id, checkoutResult(order.order_id, payment.id));
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ detail });
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'created', providerPaymentId: null });
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
  });

  it('a payment Razorpay does not know is a 400', async () => {
    const { course, order } = await openOrder();
    const res = await pay(course.id, checkoutResult(order.order_id, fakePaymentId()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: MESSAGES.paymentUnknown });
  });

  it('a forged signature is refused before Razorpay is asked', async () => {
    const { course, order } = await openOrder();
    const receipt = await payAtCheckout(order.order_id);
    const res = await pay(course.id, { ...receipt, signature: 'f'.repeat(64) });
    expect(res.statusCode).toBe(400);
    expect(fake.requests.filter((r) => r.method === 'GET')).toHaveLength(0);
  });

  it('a join while Razorpay answers 5xx is a 502 {detail} with no order kept; the next join creates one', async () => {
    const course = await insertCourse(t.db, { price: 99_900 });
    fake.setDown(true);
    const res = await join(course.id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: MESSAGES.paymentProviderDown });
    expect(await t.db.select().from(payments)).toHaveLength(0);
    fake.setDown(false);
    expect((await join(course.id)).statusCode).toBe(201);
  });

  it('Razorpay answering 5xx is a 502 {detail}; the order stays open and the same payment settles later', async () => {
    const { course, order } = await openOrder();
    const receipt = await payAtCheckout(order.order_id);
    fake.setDown(true);
    const res = await pay(course.id, receipt);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: MESSAGES.paymentProviderUnavailable });
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'created' });

    fake.setDown(false);
    expect((await pay(course.id, receipt)).statusCode).toBe(200);
    expect(await orderRow(order.order_id)).toMatchObject({ status: 'paid', providerPaymentId: receipt.payment_id });
  });
});

describe('razorpay provider unreachable', () => {
  // Port 9 (discard) on localhost: nothing listens, the connection is refused at once.
  const t = useTestApp('pglite', { PAYMENT_PROVIDER: 'razorpay', PAYMENT_KEY_ID: KEY_ID, RAZORPAY_API_URL: 'http://127.0.0.1:9/v1' });

  it('no answer at all is a 503 {detail}, and the order stays open for the webhook', async () => {
    const student = await signUpVerified(t.app, t.db);
    const course = await insertCourse(t.db, { price: 50_000 });
    const orderId = 'order_unreachable1';
    await paymentsRepository(t.db).create({
      orderId,
      provider: 'razorpay',
      studentId: student.studentId,
      courseId: course.id,
      couponId: null,
      listPrice: 50_000,
      amount: 50_000,
      currency: 'INR',
    });
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${course.id}/payment/status`,
      headers: student.auth,
      payload: checkoutResult(orderId),
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: MESSAGES.paymentProviderUnavailable });
    const [row] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(row).toMatchObject({ status: 'created', providerPaymentId: null });
  });

  it('a join with no answer from Razorpay is a 503 {detail}', async () => {
    const student = await signUpVerified(t.app, t.db);
    const course = await insertCourse(t.db, { price: 50_000 });
    const res = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: MESSAGES.paymentProviderDown });
  });
});
