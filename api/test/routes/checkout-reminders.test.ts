// The expired-checkout reminder and the unsubscribe link (decision 145), with the order
// lifecycle's injected clock: one reminder per expired order, none after the student paid or was
// enrolled, none after an unsubscribe (before the scan or between the scan and the send), and a
// link that cannot be forged. On PostgreSQL, two scans racing write one reminder per order.
import { eq } from 'drizzle-orm';
import { outbox, payments, users } from '../../src/db/schema';
import { unsubscribeTokens } from '../../src/domain/unsubscribe-token';
import { SUPPRESSED_REASON } from '../../src/plugins/app/outbox';
import { UNSUBSCRIBE_PAGE } from '../../src/routes/unsubscribe';
import { UNSUBSCRIBE_MESSAGES, checkoutReminderDedupKey, unsubscribeUrl } from '../../src/services/checkout-reminders';
import { TEST_ENV, useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCourse, signUp, signUpVerified, type StudentSession } from '../helpers/fixtures';
import { checkoutResult } from '../helpers/payments';

const MINUTE = 60_000;

describe.each(DRIVERS)('checkout reminders on %s', (driver) => {
  const t = useTestApp(driver);
  const join = (courseId: number, who: StudentSession) => t.app.inject({ method: 'POST', url: `/lms/course/${courseId}/join`, headers: who.auth, payload: {} });
  const reminders = async () => t.db.select().from(outbox).where(eq(outbox.kind, 'checkout-reminder'));

  /** A student's checkout of a new course, left unpaid until the lifecycle expired it. */
  async function expiredCheckout(name = 'Asha Rao') {
    const student = await signUpVerified(t.app, t.db, name);
    const course = await insertCourse(t.db, { price: 100_000, title: 'SAP FICO' });
    const res = await join(course.id, student);
    expect(res.statusCode).toBe(201);
    const orderId = res.json().payment.order_id as string;
    t.clock.advance((t.config.ORDER_TTL_MINUTES + 1) * MINUTE);
    expect(await t.app.orders.expireDue()).toBeGreaterThanOrEqual(1);
    const [order] = await t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(order!.status).toBe('expired');
    return { student, course, order: order! };
  }
  const scan = async () => (await t.app.reminders.run(t.clock.now()))['checkout-reminders'];

  it('sends one reminder per expired order, however often the scan runs, with the unsubscribe link and headers', async () => {
    const { student, order } = await expiredCheckout();
    expect(await scan()).toBe(1);
    expect(await scan()).toBe(0);
    t.clock.advance(60 * MINUTE);
    expect(await scan()).toBe(0);
    const rows = await reminders();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.dedupKey).toBe(checkoutReminderDedupKey(order.id));
    await t.app.outbox.drain(); // the sign-up's welcome mail goes too
    const mail = t.mailer.sent.find((m) => m.subject.includes('SAP FICO'));
    expect(mail!.to).toBe(student.email);
    expect(mail!.subject).toContain('SAP FICO');
    const link = unsubscribeUrl(t.config, student.userId);
    expect(mail!.text).toContain(link);
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': `<${link}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('sends none when the student paid for the course afterwards', async () => {
    const { student, course } = await expiredCheckout();
    const again = await join(course.id, student);
    const paid = await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${course.id}/payment/status`,
      headers: student.auth,
      payload: checkoutResult(again.json().payment.order_id),
    });
    expect(paid.statusCode).toBe(200);
    expect(await scan()).toBe(0);
    expect(await reminders()).toHaveLength(0);
  });

  it('sends none to a student who unsubscribed, before the scan or after it was queued; transactional mail still goes', async () => {
    const first = await expiredCheckout('Bala');
    const post = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(unsubscribeTokens(t.config.JWT_SECRET).sign(first.student.userId))}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.body).toContain(UNSUBSCRIBE_PAGE.doneTitle);
    expect(await scan()).toBe(0);

    // Queued first, unsubscribed before the outbox sends it: closed unsent.
    const second = await expiredCheckout('Chitra');
    expect(await scan()).toBe(1);
    await t.db.update(users).set({ marketingOptOut: true }).where(eq(users.id, second.student.userId));
    t.mailer.reset();
    await t.app.outbox.drain();
    expect(t.mailer.sent.filter((m) => m.to === second.student.email && m.headers)).toHaveLength(0);
    const [row] = await reminders();
    expect(row).toMatchObject({ status: 'sent', lastError: SUPPRESSED_REASON });

    // A receipt is transactional: the opted-out student still gets it.
    const again = await join(second.course.id, second.student);
    await t.app.inject({
      method: 'PATCH',
      url: `/lms/course/${second.course.id}/payment/status`,
      headers: second.student.auth,
      payload: checkoutResult(again.json().payment.order_id),
    });
    await t.app.outbox.drain();
    expect(t.mailer.sent.some((m) => m.to === second.student.email && /receipt/i.test(m.subject))).toBe(true);
  });

  it('GET shows the confirmation page; a forged, altered or missing token is a 400 or 422 with {detail} and changes nothing', async () => {
    const student = await signUp(t.app, 'Devi');
    const token = unsubscribeTokens(t.config.JWT_SECRET).sign(student.userId);
    const page = await t.app.inject({ method: 'GET', url: `/unsubscribe?token=${encodeURIComponent(token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(UNSUBSCRIBE_PAGE.confirmTitle);
    expect(page.body).toContain('method="post"');

    const other = await signUp(t.app, 'Esha');
    const forged = [
      unsubscribeTokens('another-secret-another-secret-another-42').sign(other.userId),
      // Someone else's id with this user's signature.
      `${other.userId}.${token.split('.')[1]}`,
      `${token}x`,
      'not-a-token',
    ];
    for (const bad of forged) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: `/unsubscribe?token=${encodeURIComponent(bad)}` });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ detail: UNSUBSCRIBE_MESSAGES.invalid });
      }
    }
    const missing = await t.app.inject({ method: 'POST', url: '/unsubscribe' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ detail: expect.any(String) });
    const rows = await t.db.select({ id: users.id, optOut: users.marketingOptOut }).from(users);
    expect(rows.every((r) => !r.optOut)).toBe(true);
    expect(TEST_ENV.JWT_SECRET).toBe(t.config.JWT_SECRET);
  });

  if (driver === 'postgres') {
    it('two scans racing (two replicas) write one reminder per order', async () => {
      const a = await expiredCheckout('Farah');
      const b = await expiredCheckout('Gita');
      const results = await Promise.all([scan(), scan(), scan()]);
      expect(results.reduce<number>((sum, n) => sum + (n ?? 0), 0)).toBe(2);
      const keys = (await reminders()).map((r) => r.dedupKey).sort();
      expect(keys).toEqual([checkoutReminderDedupKey(a.order.id), checkoutReminderDedupKey(b.order.id)].sort());
    });
  }
});
