import { couponErrorResponseSchema, couponLookupResponseSchema } from '@sap-academy/contracts';
import { MESSAGES } from '../../../src/config/constants';
import { COUPON_NOT_NEEDED } from '../../../src/services/coupons';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCoupon, insertCourse, signUpVerified } from '../../helpers/fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe.each(DRIVERS)('GET /lms/course/:id/coupon on %s', (driver) => {
  const t = useTestApp(driver);
  const lookup = async (courseId: number, code: string, auth?: object) =>
    t.app.inject({
      method: 'GET',
      url: `/lms/course/${courseId}/coupon?coupon=${encodeURIComponent(code)}`,
      headers: (auth as Record<string, string>) ?? (await signUpVerified(t.app, t.db)).auth,
    });

  it('finds a coupon case-insensitively and quotes the §5 final price', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    const coupon = await insertCoupon(t.db, { code: 'Spring25', discountAmount: 20_000, discountPercent: 25 });
    const res = await lookup(course.id, '  spring25 ');
    expect(res.statusCode).toBe(200);
    expect(couponLookupResponseSchema.parse(res.json())).toEqual({
      id: coupon.id,
      coupon: 'Spring25',
      discount_amount: 20_000,
      discount_percent: 25,
      price: 100_000,
      final_price: 60_000,
    });
  });

  it.each([
    ['an unknown code', {}, 'NOPE', 404, MESSAGES.couponInvalid],
    ['an inactive coupon', { active: false }, 'X1', 404, MESSAGES.couponInvalid],
    ['a coupon not yet valid', { validFrom: new Date(Date.now() + DAY) }, 'X1', 400, MESSAGES.couponNotStarted],
    ['an expired coupon', { validUntil: new Date(Date.now() - DAY) }, 'X1', 400, MESSAGES.couponExpired],
    ['a used-up coupon', { usageLimit: 2, usedCount: 2 }, 'X1', 409, MESSAGES.couponExhausted],
  ])('rejects %s with {detail:{message}} (§8)', async (_label, values, code, status, message) => {
    const course = await insertCourse(t.db);
    await insertCoupon(t.db, { code: 'X1', discountPercent: 10, ...values });
    const res = await lookup(course.id, code);
    expect(res.statusCode).toBe(status);
    expect(couponErrorResponseSchema.parse(res.json())).toEqual({ detail: { message } });
  });

  it('rejects a coupon scoped to another course', async () => {
    const course = await insertCourse(t.db);
    const other = await insertCourse(t.db);
    await insertCoupon(t.db, { code: 'ONLYOTHER', discountPercent: 50, courseId: other.id });
    const res = await lookup(course.id, 'ONLYOTHER');
    expect(res.json()).toEqual({ detail: { message: MESSAGES.couponWrongCourse } });
    expect((await lookup(other.id, 'ONLYOTHER')).statusCode).toBe(200);
  });

  it('rejects a coupon the student already used (per-student limit)', async () => {
    const other = await insertCourse(t.db, { price: 40_000 });
    const paid = await insertCourse(t.db, { price: 100_000 });
    await insertCoupon(t.db, { code: 'ONCE', discountPercent: 100, perStudentLimit: 1 });
    const student = await signUpVerified(t.app, t.db);
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${paid.id}/join`, headers: student.auth, payload: { coupon: 'ONCE' } });
    expect(join.json().status).toBe('enrolled');
    const res = await lookup(other.id, 'ONCE', student.auth);
    expect(res.json()).toEqual({ detail: { message: MESSAGES.couponAlreadyUsed } });
  });

  it('accepts again the coupon held by the student’s own open order of this course (re-applying it)', async () => {
    const course = await insertCourse(t.db, { price: 100_000 });
    await insertCoupon(t.db, { code: 'LAST', discountPercent: 20, usageLimit: 1 });
    const student = await signUpVerified(t.app, t.db);
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: { coupon: 'LAST' } });
    expect(join.json().payment.amount).toBe(80_000);
    const res = await lookup(course.id, 'LAST', student.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().final_price).toBe(80_000);
    // Someone else still finds it used up: the open order holds the only use.
    expect((await lookup(course.id, 'LAST')).json()).toEqual({ detail: { message: MESSAGES.couponExhausted } });
  });

  it('answers 400 {detail:{message}} for a free course: there is nothing to discount (decision 106)', async () => {
    const free = await insertCourse(t.db, { price: 0 });
    await insertCoupon(t.db, { code: 'ANY', discountPercent: 50 });
    const res = await lookup(free.id, 'ANY');
    expect(res.statusCode).toBe(400);
    expect(couponErrorResponseSchema.parse(res.json())).toEqual({ detail: { message: COUPON_NOT_NEEDED } });
  });

  it('answers 404 {detail:{message}} for an unknown course, 422 for an empty code, 401 without a token', async () => {
    const student = await signUpVerified(t.app, t.db);
    const unknown = await lookup(999999, 'X', student.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail.message).toEqual(expect.any(String));
    const course = await insertCourse(t.db);
    const empty = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}/coupon?coupon=`, headers: student.auth });
    expect(empty.statusCode).toBe(422);
    const missing = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}/coupon`, headers: student.auth });
    expect(missing.statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}/coupon?coupon=X` })).statusCode).toBe(401);
  });
});
