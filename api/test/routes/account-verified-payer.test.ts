// Decision 113: an unverified account may enrol in free courses and use everything else, but may
// not start a payment; staff grants are unaffected.
import { eq } from 'drizzle-orm';
import { joinResponseSchema } from '@sap-academy/contracts';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { courseStudents, payments, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCoupon, insertCourse, signUp, signUpVerified, type StudentSession } from '../helpers/fixtures';
import { lastCode } from '../helpers/mail';
import { signUpAs } from '../helpers/staff';

describe.each(DRIVERS)('only a verified account pays, on %s', (driver) => {
  const t = useTestApp(driver, { PAYMENT_PROVIDER: 'test' });
  const join = (courseId: number, who: StudentSession, payload: object = {}) =>
    t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: who.auth, payload });

  it('lets an unverified student join a free course, and refuses a paid one with 403 and no order', async () => {
    const student = await signUp(t.app);
    const free = await insertCourse(t.db, { price: 0 });
    const paid = await insertCourse(t.db, { price: 149_900 });
    expect((await join(free.id, student)).statusCode).toBe(201);
    const refused = await join(paid.id, student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: ACCOUNT_MESSAGES.verifyBeforePaying });
    expect(await t.db.select().from(payments)).toHaveLength(0);
    expect((await t.db.select().from(courseStudents)).map((row) => row.courseId)).toEqual([free.id]);
  });

  it('lets an unverified student use a 100 % coupon (nothing to pay), but not a partial one', async () => {
    const student = await signUp(t.app);
    const [whole, part] = [await insertCourse(t.db, { price: 50_000 }), await insertCourse(t.db, { price: 50_000 })];
    await insertCoupon(t.db, { code: 'FREE100', discountPercent: 100 });
    await insertCoupon(t.db, { code: 'HALF', discountPercent: 50 });
    expect((await join(whole.id, student, { coupon: 'FREE100' })).json().status).toBe('enrolled');
    expect((await join(part.id, student, { coupon: 'HALF' })).statusCode).toBe(403);
  });

  it('lets the same student pay once the e-mail is verified through /request-otp and /verify-otp', async () => {
    const student = await signUp(t.app);
    const paid = await insertCourse(t.db, { price: 149_900 });
    expect((await join(paid.id, student)).statusCode).toBe(403);
    await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: student.email } });
    // As the portal's banner does it: with the student's session (decision 118: without it, the
    // first proof of an unverified address would end every earlier session).
    const verified = await t.app.inject({
      method: 'POST',
      url: '/verify-otp',
      headers: student.auth,
      payload: { email: student.email, otp: await lastCode(t.db, student.email) },
    });
    expect(verified.statusCode).toBe(200);
    // The earlier token goes on working, and may pay now.
    const res = await join(paid.id, student);
    expect(res.statusCode).toBe(201);
    expect(joinResponseSchema.parse(res.json()).status).toBe('payment_required');
  });

  it('refuses the test checkout to an unverified student, even for an order made while verified', async () => {
    const student = await signUpVerified(t.app, t.db);
    const paid = await insertCourse(t.db, { price: 149_900 });
    const joined = joinResponseSchema.parse((await join(paid.id, student)).json());
    if (joined.status !== 'payment_required') throw new Error('expected a payment order');
    await t.db.update(users).set({ emailVerified: false }).where(eq(users.id, student.userId));
    const checkout = await t.app.inject({
      method: 'POST',
      url: '/lms/payments/test-checkout',
      headers: student.auth,
      payload: { order_id: joined.payment.order_id, outcome: 'success' },
    });
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json()).toEqual({ detail: ACCOUNT_MESSAGES.verifyBeforePaying });
    // Re-joining the open order is starting a payment too.
    expect((await join(paid.id, student)).statusCode).toBe(403);
  });

  it('does not stop a staff grant to an unverified student', async () => {
    const [student, admin] = [await signUp(t.app), await signUpAs(t.app, t.db, 'admin')];
    const paid = await insertCourse(t.db, { price: 149_900 });
    const grant = await t.app.inject({
      method: 'POST',
      url: `/admin/students/${student.studentId}/enrolments`,
      headers: admin.auth,
      payload: { course_id: paid.id },
    });
    expect(grant.statusCode).toBe(201);
    expect((await join(paid.id, student)).json().status).toBe('enrolled');
  });
});
