// The gap-free invoice series under real concurrency (decision 141): N orders settled at once take
// serials exactly 1..N, none twice, none skipped. On PostgreSQL (TEST_DATABASE_URL, a pool of 20)
// the settlements truly overlap and wait on the series row's lock; PGlite has one connection,
// so there they interleave per query and the same assertions check correctness.
import { eq } from 'drizzle-orm';
import { invoiceSeries, invoices, payments, settings } from '../../../src/db/schema';
import { settlePayment } from '../../../src/services/enrolment';
import { useTestApp } from '../../helpers/app';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse, signUpVerified } from '../../helpers/fixtures';
import { REGISTERED_SELLER } from '../../helpers/gst';
import { fakePaymentId } from '../../helpers/payments';

const PARALLEL_SETTLEMENTS = 24;

describe.each(EVERY_DRIVER)('invoice series race on %s', (driver) => {
  const t = useTestApp(driver);

  it(`${PARALLEL_SETTLEMENTS} settlements at once → serials exactly 1..${PARALLEL_SETTLEMENTS}, and a replay of each takes none`, async () => {
    await t.db.insert(settings).values({ key: 'tax', value: REGISTERED_SELLER });
    const course = await insertCourse(t.db, { price: 118_000 });
    const orderIds: string[] = [];
    for (let i = 0; i < PARALLEL_SETTLEMENTS; i++) {
      const student = await signUpVerified(t.app, t.db, `Buyer ${i}`);
      const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
      orderIds.push(join.json().payment.order_id as string);
    }
    const paymentIds = orderIds.map(() => fakePaymentId());
    const now = t.clock.now();
    await Promise.all(orderIds.map((orderId, i) => settlePayment(t.db, orderId, paymentIds[i]!, { now })));
    // The browser's confirmation and the webhook both settle: the second one issues nothing.
    await Promise.all(orderIds.map((orderId, i) => settlePayment(t.db, orderId, paymentIds[i]!, { now })));

    const issued = await t.db.select().from(invoices);
    expect(issued.map((row) => row.serial).sort((a, b) => a - b)).toEqual(Array.from({ length: PARALLEL_SETTLEMENTS }, (_, i) => i + 1));
    expect(new Set(issued.map((row) => row.number)).size).toBe(PARALLEL_SETTLEMENTS);
    expect(new Set(issued.map((row) => row.paymentId)).size).toBe(PARALLEL_SETTLEMENTS);
    const [series] = await t.db.select().from(invoiceSeries);
    expect(series!.lastSerial).toBe(PARALLEL_SETTLEMENTS);
    expect(await t.db.select().from(payments).where(eq(payments.status, 'paid'))).toHaveLength(PARALLEL_SETTLEMENTS);
  });
});
