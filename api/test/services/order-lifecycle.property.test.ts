// Property test of the order and coupon lifecycle (decision 106): random interleavings of joins,
// re-joins with the same, another or no coupon, payments of current and superseded or expired
// orders (browser confirmation and webhooks), and expiry, for several students on paid and free
// courses with small coupon limits. After each run the invariants hold, and again once every
// open order has expired.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { insertCoupon, insertCourse, signUp } from '../helpers/fixtures';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { COUPON_CODES, checkInvariants, couponArb, run, stepArb, type World } from '../helpers/order-lifecycle';

/** Runs per driver; RUNS × DRIVERS is the total reported in decision 106. */
export const RUNS = 60;
const STUDENTS = 3;
const TTL_MINUTES = 30;
const MINUTE = 60_000;

describe.each(DRIVERS)('order lifecycle properties on %s', (driver) => {
  const t = useTestApp(driver);

  it(`keeps coupon uses, enrolments and amounts consistent (${RUNS} runs)`, async () => {
    const students = [];
    for (let i = 0; i < STUDENTS; i++) students.push(await signUp(t.app, `Student ${i}`));
    const courses = await Promise.all(
      // Two paid courses (one with an odd price, for rounding) and a free one.
      [100_000, 99_999, 0].map(async (price) => ({ id: (await insertCourse(t.db, { price, sections: [1] })).id, price })),
    );
    const world: World = { app: t.app, db: t.db, clock: t.clock, students, courses };

    await fc.assert(
      fc.asyncProperty(
        fc.tuple(couponArb, couponArb, couponArb),
        fc.array(stepArb(STUDENTS, courses.length), { minLength: 1, maxLength: 12 }),
        async (couponSpecs, steps) => {
          await t.db.execute(sql`truncate webhook_events, coupon_redemptions, payments, coupons, course_students restart identity cascade`);
          t.clock.offsetMs = 0;
          for (const [i, spec] of couponSpecs.entries()) await insertCoupon(t.db, { code: COUPON_CODES[i]!, ...spec });
          for (const step of steps) await Promise.all(step.map((op) => run(world, op)));
          await checkInvariants(world);
          t.clock.advance((TTL_MINUTES + 1) * MINUTE);
          await t.app.orders.expireDue();
          await checkInvariants(world, true);
        },
      ),
      { numRuns: RUNS },
    );
  }, 240_000);
});
