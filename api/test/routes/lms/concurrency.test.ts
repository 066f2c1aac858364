// Races that must not double-enrol, double-charge or over-redeem. On PostgreSQL (a pool of 20)
// the requests really overlap; PGlite has one connection, so there they interleave per query and
// the same assertions check correctness.
import { eq } from 'drizzle-orm';
import { coupons, courseStudents, couponRedemptions, payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCoupon, insertCourse, signUpVerified } from '../../helpers/fixtures';

const PARALLEL_JOINS = 50; // parallel joins of one student
const USAGE_LIMIT = 5; // N; 3N redemptions race for it

describe.each(EVERY_DRIVER)('concurrency on %s', (driver) => {
  const t = useTestApp(driver);

  it(`${PARALLEL_JOINS} parallel joins of one student to a free course → one enrolment`, async () => {
    const course = await insertCourse(t.db, { price: 0 });
    const student = await signUpVerified(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_JOINS }, () => t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} })),
    );
    const codes = responses.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(PARALLEL_JOINS - 1);
    expect(new Set(responses.map((r) => r.json().course_student.id)).size).toBe(1);
    expect(await t.db.select().from(courseStudents)).toHaveLength(1);
  });

  it(`${PARALLEL_JOINS} parallel joins of one student to a paid course → one open order`, async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const student = await signUpVerified(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: PARALLEL_JOINS }, () => t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} })),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 201)).toBe(true);
    expect(new Set(responses.map((r) => r.json().payment.order_id)).size).toBe(1);
    expect(await t.db.select().from(payments)).toHaveLength(1);
  });

  it(`a coupon with usage limit ${USAGE_LIMIT} and ${3 * USAGE_LIMIT} parallel redemptions → exactly ${USAGE_LIMIT}`, async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const coupon = await insertCoupon(t.db, { code: 'RACE', discountPercent: 100, usageLimit: USAGE_LIMIT });
    const students = [];
    for (let i = 0; i < 3 * USAGE_LIMIT; i++) students.push(await signUpVerified(t.app, t.db, `Racer ${i}`));
    const responses = await Promise.all(
      students.map((s) => t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: s.auth, payload: { coupon: 'RACE' } })),
    );
    const enrolled = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(enrolled).toHaveLength(USAGE_LIMIT);
    expect(refused).toHaveLength(2 * USAGE_LIMIT);
    for (const r of refused) expect(r.json().detail).toEqual(expect.any(String));
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row!.usedCount).toBe(USAGE_LIMIT);
    expect(await t.db.select().from(couponRedemptions)).toHaveLength(USAGE_LIMIT);
    expect(await t.db.select().from(courseStudents)).toHaveLength(USAGE_LIMIT);
  });

  it('a partly discounted coupon is also never over-reserved by parallel orders', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    await insertCoupon(t.db, { code: 'HALFRACE', discountPercent: 50, usageLimit: 3 });
    const students = [];
    for (let i = 0; i < 9; i++) students.push(await signUpVerified(t.app, t.db, `Buyer ${i}`));
    const responses = await Promise.all(
      students.map((s) => t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: s.auth, payload: { coupon: 'HALFRACE' } })),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const [row] = await t.db.select().from(coupons);
    expect(row!.usedCount).toBe(3);
  });
});
