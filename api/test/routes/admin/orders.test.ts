// Orders for staff: status (refund_due among them), student, q over order ids,
// provider payment ids and student e-mails, sort by date or amount, paging.
import { adminOrderListResponseSchema } from '@sap-academy/contracts/admin';
import { payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCoupon, insertCourse, signUp } from '../../helpers/fixtures';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('GET /admin/orders on %s', (driver) => {
  const t = useTestApp(driver);

  it("lists every back-office route of leads, outbox, students, orders and settings in OpenAPI under 'admin' with bearer auth", () => {
    const paths = t.app.swagger().paths as Record<string, Record<string, { tags?: string[]; security?: unknown }>>;
    const routes = [
      ['/admin/leads', 'get'],
      ['/admin/leads.csv', 'get'],
      ['/admin/leads/{id}', 'get'],
      ['/admin/leads/{id}', 'patch'],
      ['/admin/outbox', 'get'],
      ['/admin/outbox/retry-parked', 'post'],
      ['/admin/students', 'get'],
      ['/admin/students/{id}', 'get'],
      ['/admin/students/{id}/enrolments', 'post'],
      ['/admin/students/{id}/enrolments/{courseId}', 'delete'],
      ['/admin/orders', 'get'],
      ['/admin/settings', 'get'],
      ['/admin/settings', 'put'],
    ] as const;
    for (const [path, method] of routes) {
      expect(paths[path]?.[method]).toMatchObject({ tags: ['admin'], security: [{ bearerAuth: [] }] });
    }
  });

  it('401 visitor, 403 student and editor', async () => {
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: '/admin/orders' });
  });

  it('lists orders with student, course, coupon and provider ids; filters, searches, sorts and pages', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const asha = await signUp(t.app, 'Asha Rao');
    const bala = await signUp(t.app, 'Bala');
    const course = await insertCourse(t.db, { price: 100_000, title: 'SAP MM' });
    const coupon = await insertCoupon(t.db, { code: 'HALF', discountPercent: 50 });
    const hour = 3_600_000;
    const base = { provider: 'test', courseId: course.id, listPrice: 100_000, currency: 'INR' };
    await t.db.insert(payments).values([
      {
        ...base,
        orderId: 'order_a1',
        studentId: asha.studentId,
        amount: 100_000,
        status: 'paid',
        providerPaymentId: 'pay_AAA',
        paidAt: new Date(),
        createdAt: new Date(Date.now() - 3 * hour),
      },
      {
        ...base,
        orderId: 'order_a2',
        studentId: asha.studentId,
        amount: 50_000,
        couponId: coupon.id,
        status: 'refund_due',
        refundReason: 'Coupon used up',
        createdAt: new Date(Date.now() - 2 * hour),
      },
      { ...base, orderId: 'order_b1', studentId: bala.studentId, amount: 75_000, status: 'created', createdAt: new Date(Date.now() - hour) },
    ]);
    const list = async (query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/admin/orders?${query}`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      return adminOrderListResponseSchema.parse(res.json());
    };
    const ids = async (query: string) => (await list(query)).results.map((o) => o.order_id);

    const all = await list();
    expect(all.total).toBe(3);
    expect(all.results.map((o) => o.order_id)).toEqual(['order_b1', 'order_a2', 'order_a1']);
    expect(all.results[1]).toEqual({
      id: expect.any(Number),
      receipt_number: null,
      order_id: 'order_a2',
      provider: 'test',
      provider_payment_id: null,
      student: { id: asha.studentId, name: 'Asha Rao', email: asha.email },
      company: null,
      course: { id: course.id, course_title: 'SAP MM' },
      batch: null,
      seats: 1,
      purchase_reference: '',
      invoice_number: null,
      coupon_code: 'HALF',
      list_price: 100_000,
      amount: 50_000,
      currency: 'INR',
      status: 'refund_due',
      refund_reason: 'Coupon used up',
      paid_at: null,
      created_at: expect.any(String),
    });
    // The number on the student's receipt, and it finds its order.
    const paid = all.results[2]!;
    expect(paid.receipt_number).toBe(`SAPA-${new Date(Date.now() + 330 * 60_000).getUTCFullYear()}-${String(paid.id).padStart(6, '0')}`);
    expect(all.results.filter((o) => o.receipt_number).map((o) => o.order_id)).toEqual(['order_a1']);
    expect(await ids(`q=${paid.receipt_number!.toLowerCase()}`)).toEqual(['order_a1']);
    expect(await ids('status=refund_due')).toEqual(['order_a2']);
    expect(await ids(`student_id=${bala.studentId}`)).toEqual(['order_b1']);
    expect(await ids('q=pay_aaa')).toEqual(['order_a1']);
    expect(await ids('q=ORDER_B')).toEqual(['order_b1']);
    expect(await ids(`q=${encodeURIComponent(asha.email)}&sort=created_at`)).toEqual(['order_a1', 'order_a2']);
    expect(await ids('sort=amount')).toEqual(['order_a2', 'order_b1', 'order_a1']);
    expect(await ids('sort=-amount')).toEqual(['order_a1', 'order_b1', 'order_a2']);
    const page = await list('page=2&page_size=2');
    expect(page).toMatchObject({ total: 3, page: 2, page_size: 2 });
    expect(page.results.map((o) => o.order_id)).toEqual(['order_a1']);
  });

  it.each([
    ['status=refunded', 'querystring.status'],
    ['student_id=abc', 'querystring.student_id'],
    ['sort=student', 'querystring.sort'],
    ['page_size=0', 'querystring.page_size'],
  ])('answers 422 for %s', async (query, field) => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const res = await t.app.inject({ method: 'GET', url: `/admin/orders?${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields[field]).toEqual(expect.any(String));
  });
});
