// Paid seats under parallel settlements (decision 146). Every student holds an open order for the
// same batch; all of them are settled at once, each by the browser's confirmation and the webhook
// racing each other. On PostgreSQL every request is its own connection and transaction, so the
// settlements really race for the batch row's lock; on PGlite they interleave on its one
// connection (decision 128). N paid orders for K seats must give exactly min(K, N) seats, waitlist
// places 1..N−K, N paid orders and N course enrolments: never an oversold batch, never a lost payment.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { joinResponseSchema } from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { batchMembers, courseStudents, payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { createBatch } from '../../helpers/batches';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse, signUpVerified, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { capturedEvent, checkoutResult, fakePaymentId, webhookRequest } from '../../helpers/payments';
import { signUpAs } from '../../helpers/staff';

const RUNS = 4;

describe.each(EVERY_DRIVER)('paid batch seats under parallel settlements on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let admin: StudentSession;
  let round = 0;

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 120_000 });
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  async function race(seats: number, buyers: number) {
    round++;
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: seats });
    const orders: Array<{ who: StudentSession; orderId: string; amount: number }> = [];
    for (let i = 0; i < buyers; i++) {
      const who = await signUpVerified(t.app, t.db, `Buyer ${round}-${i}`);
      const res = await t.app.inject({ method: 'POST', url: lmsApi.join(course.id), headers: who.auth, payload: { batch_id: batch.id } });
      const body = joinResponseSchema.parse(res.json());
      if (body.status !== 'payment_required') throw new Error(`expected an order, got ${res.statusCode}`);
      orders.push({ who, orderId: body.payment.order_id, amount: body.payment.amount });
    }
    const settlements = orders.flatMap(({ who, orderId, amount }, i) => {
      const paymentId = fakePaymentId();
      return [
        t.app.inject({ method: 'PATCH', url: lmsApi.paymentStatus(course.id), headers: who.auth, payload: checkoutResult(orderId, paymentId) }),
        t.app.inject(webhookRequest(capturedEvent(orderId, paymentId, amount), `evt_race_${round}_${i}`)),
      ];
    });
    const answers = await Promise.all(settlements);
    expect(answers.map((r) => r.statusCode)).toEqual(settlements.map(() => 200));

    const rows = await t.db.select().from(batchMembers).where(eq(batchMembers.batchId, batch.id));
    const queued = rows
      .filter((r) => r.status === 'waitlisted')
      .map((r) => r.waitlistPosition)
      .sort((x, y) => x! - y!);
    expect(rows).toHaveLength(buyers);
    expect(rows.filter((r) => r.status === 'enrolled')).toHaveLength(Math.min(seats, buyers));
    expect(queued).toEqual(Array.from({ length: Math.max(0, buyers - seats) }, (_, i) => i + 1));
    const paid = (await t.db.select().from(payments).where(eq(payments.courseId, course.id))).filter((p) => p.batchId === batch.id);
    expect(paid.map((p) => p.status)).toEqual(orders.map(() => 'paid'));
    const enrolments = await t.db.select().from(courseStudents).where(eq(courseStudents.courseId, course.id));
    expect(new Set(enrolments.map((e) => e.studentId))).toEqual(new Set(orders.map((o) => o.who.studentId)));
  }

  it('8 paid orders for 3 seats settled at once: exactly 3 seated, 5 waitlisted at places 1..5', async () => {
    await race(3, 8);
  });

  it(`any seats and burst of settlements: min(K, N) seats and places 1..N−K (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 7 }), async (seats, buyers) => {
        // Each run starts from an empty course: a new one (the batch helper needs its id).
        course = await insertCourse(t.db, { price: 120_000 });
        await race(seats, buyers);
      }),
      { numRuns: RUNS },
    );
  });
});
