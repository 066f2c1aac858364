// Refunds against the local fake Razorpay (decision 142): the app is built with the razorpay
// provider and the fake's URL, the fake's refund webhooks are injected into the app (so a test
// decides whether one arrives before or after the API's own answer), and a paid order is made the
// way a student makes one: join, pay at the stub checkout, confirm.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startFakeRazorpay, type FakeRazorpay, type FakeRazorpaySignedEvent } from '../../../scripts/lib/fake-razorpay.mjs';
import { payments, settings } from '../../src/db/schema';
import { TEST_ENV, useTestApp, type TestContext } from './app';
import type { Driver } from './database';
import { insertCourse, signUpVerified, type StudentSession } from './fixtures';
import { REGISTERED_SELLER } from './gst';

const KEY_ID = 'rzp_test_refunds';

export interface RefundsContext {
  t: TestContext;
  fake: () => FakeRazorpay;
  /** The webhook answers the app gave, in delivery order. */
  delivered: Array<{ status: number; body: unknown }>;
}

/** Registers the fake's lifecycle and the app's, in that order (the app needs the fake's URL). */
export function useRefundsApp(driver: Driver, extraEnv: Record<string, string> = {}): RefundsContext {
  let fake: FakeRazorpay;
  const env: Record<string, string> = { ...extraEnv, PAYMENT_PROVIDER: 'razorpay', PAYMENT_KEY_ID: KEY_ID };
  const delivered: RefundsContext['delivered'] = [];
  beforeAll(async () => {
    fake = await startFakeRazorpay({
      keyId: KEY_ID,
      keySecret: TEST_ENV.PAYMENT_KEY_SECRET!,
      webhook: { url: 'http://127.0.0.1:9/unused', secret: TEST_ENV.PAYMENT_WEBHOOK_SECRET! },
    });
    env.RAZORPAY_API_URL = fake.apiUrl;
  });
  afterAll(() => fake?.close());
  const t = useTestApp(driver, env);
  beforeAll(() => fake.setDeliver((event) => deliverTo(t.app, event, delivered)));
  beforeEach(() => {
    delivered.length = 0;
    fake.requests.length = 0;
    fake.setDown(false);
    fake.setOnRefundLookup(null);
    fake.setRefundBehaviour({ status: 'processed', finalEvent: 'refund.processed', webhookFirst: false, refuse: false });
  });
  return { t, fake: () => fake, delivered };
}

export async function deliverTo(app: FastifyInstance, event: FakeRazorpaySignedEvent, log: RefundsContext['delivered'] = []) {
  const res = await app.inject({
    method: 'POST',
    url: '/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': event.signature, 'x-razorpay-event-id': event.eventId },
    payload: event.body,
  });
  log.push({ status: res.statusCode, body: res.json() });
  return res;
}

export const registerSeller = (t: TestContext) => t.db.insert(settings).values({ key: 'tax', value: REGISTERED_SELLER });

/** A student's paid order of a new course, paid at the fake's checkout and confirmed. */
export async function paidOrder(ctx: RefundsContext, price = 118_000, student?: StudentSession) {
  const { t } = ctx;
  const buyer = student ?? (await signUpVerified(t.app, t.db));
  const course = await insertCourse(t.db, { price });
  const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: buyer.auth, payload: {} });
  const orderId = join.json().payment.order_id as string;
  const paid = await fetch(`${ctx.fake().apiUrl}/__checkout/pay`, { method: 'POST', body: JSON.stringify({ order_id: orderId }) });
  const r = (await paid.json()) as Record<string, string>;
  const confirm = await t.app.inject({
    method: 'PATCH',
    url: `/lms/course/${course.id}/payment/status`,
    headers: buyer.auth,
    payload: { order_id: r.razorpay_order_id, payment_id: r.razorpay_payment_id, signature: r.razorpay_signature },
  });
  if (confirm.statusCode !== 200) throw new Error(`payment not confirmed: ${confirm.body}`);
  const [row] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { student: buyer, course, order: row! };
}
