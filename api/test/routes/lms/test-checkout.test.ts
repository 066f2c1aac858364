import { eq } from 'drizzle-orm';
import { joinResponseSchema, testCheckoutResponseSchema } from '@sap-academy/contracts';
import { payments } from '../../../src/db/schema';
import { TEST_PAYMENT_DECLINED, TEST_PAYMENT_NOT_OPEN } from '../../../src/routes/lms/test-checkout';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';

describe.each(DRIVERS)('test provider checkout on %s', (driver) => {
  const t = useTestApp(driver);
  let student: StudentSession;
  beforeEach(async () => {
    student = await signUpVerified(t.app, t.db);
  });

  const order = async (who = student) => {
    const course = await insertCourse(t.db, { price: 149_900 });
    const res = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: who.auth, payload: {} });
    if (res.statusCode >= 300) throw new Error(`join answered ${res.statusCode}: ${res.body}`);
    const joined = joinResponseSchema.parse(res.json());
    if (joined.status !== 'payment_required') throw new Error('expected a payment order');
    return { course, orderId: joined.payment.order_id };
  };
  const checkout = (payload: object, who = student) => t.app.inject({ method: 'POST', url: '/lms/payments/test-checkout', headers: who.auth, payload });

  it('success: a payment id and a signature that the payment-status route accepts', async () => {
    const { course, orderId } = await order();
    const res = await checkout({ order_id: orderId, outcome: 'success' });
    expect(res.statusCode).toBe(200);
    const receipt = testCheckoutResponseSchema.parse(res.json());
    expect(receipt.order_id).toBe(orderId);

    const paid = await t.app.inject({ method: 'PATCH', url: `/lms/course/${course.id}/payment/status`, headers: student.auth, payload: receipt });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('paid');
    // the order is settled: a second checkout for it is refused
    expect((await checkout({ order_id: orderId, outcome: 'success' })).statusCode).toBe(409);
    expect((await checkout({ order_id: orderId, outcome: 'success' })).json()).toEqual({ detail: TEST_PAYMENT_NOT_OPEN });
  });

  it('failure: 402 with a detail, and the order stays unpaid', async () => {
    const { orderId } = await order();
    const res = await checkout({ order_id: orderId, outcome: 'failure' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ detail: TEST_PAYMENT_DECLINED });
    const [row] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(row!.status).toBe('created');
  });

  it("another student's order looks like a missing one; no token is 401; bad bodies are 422", async () => {
    const { orderId } = await order();
    const other = await signUpVerified(t.app, t.db, 'Ravi Kumar');
    expect((await checkout({ order_id: orderId, outcome: 'success' }, other)).statusCode).toBe(404);
    expect((await checkout({ order_id: 'order_unknown', outcome: 'success' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: '/lms/payments/test-checkout', payload: { order_id: orderId, outcome: 'success' } })).statusCode).toBe(
      401,
    );
    const bad = await checkout({ order_id: orderId, outcome: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toEqual(expect.any(String));
  });
});

describe('with a real provider', () => {
  const t = useTestApp('pglite', { PAYMENT_PROVIDER: 'razorpay', PAYMENT_KEY_ID: 'rzp_live_x' });

  it('the test checkout does not exist', async () => {
    const student = await signUpVerified(t.app, t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/lms/payments/test-checkout',
      headers: student.auth,
      payload: { order_id: 'o', outcome: 'success' },
    });
    expect(res.statusCode).toBe(404);
  });
});
