// The orders and students lists as CSV (decision 026), shaped like the leads export: admins only,
// the list's own filters, Excel-safe cells, times in IST, money in rupees, every row past one
// read batch, and an audit row per export.
import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { ORDER_CSV_COLUMNS, STUDENT_CSV_COLUMNS } from '@sap-academy/contracts/admin';
import { auditLog, payments, students, users } from '../../../src/db/schema';
import { listExportsService } from '../../../src/services/list-exports';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCoupon, insertCourse, signUp } from '../../helpers/fixtures';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

const parseCsv = (text: string): string[][] => parse(text, { bom: true });

describe.each(DRIVERS)('list CSV exports on %s', (driver) => {
  const t = useTestApp(driver);
  const get = (url: string, auth?: { authorization: string }) => t.app.inject({ method: 'GET', url, headers: auth });

  it('documents both exports in OpenAPI under admin with bearer auth', () => {
    const paths = t.app.swagger().paths as Record<string, Record<string, { tags?: string[]; security?: unknown; produces?: string[] }>>;
    for (const path of ['/admin/orders.csv', '/admin/students.csv']) {
      expect(paths[path]?.get).toMatchObject({ tags: ['admin'], security: [{ bearerAuth: [] }] });
    }
  });

  it.each(['/admin/orders.csv', '/admin/students.csv'])('%s: 401 visitor, 403 student and editor', async (url) => {
    await expectAdminOnly(t.app, t.db, { method: 'GET', url });
    // A refused export leaves no audit row: nothing left the system.
    expect(await t.db.select().from(auditLog).where(eq(auditLog.entityId, 'export')).orderBy(auditLog.id)).toEqual([]);
  });

  describe('GET /admin/orders.csv', () => {
    async function seedOrders() {
      const admin = await signUpAs(t.app, t.db, 'admin');
      const asha = await signUp(t.app, 'Asha Rao');
      const bala = await signUp(t.app, 'Bala');
      const course = await insertCourse(t.db, { price: 100_000, title: '=HYPERLINK("http://evil.example","SAP MM")' });
      const coupon = await insertCoupon(t.db, { code: 'HALF', discountPercent: 50 });
      const base = { provider: 'test', courseId: course.id, listPrice: 118_050, currency: 'INR' };
      const [paid, refundDue, created] = await t.db
        .insert(payments)
        .values([
          {
            ...base,
            orderId: 'order_a1',
            studentId: asha.studentId,
            amount: 118_050,
            status: 'paid',
            providerPaymentId: 'pay_AAA',
            // 20:45:30 UTC is 02:15:30 the next day in India.
            createdAt: new Date('2026-03-10T20:40:00Z'),
            paidAt: new Date('2026-03-10T20:45:30Z'),
          },
          {
            ...base,
            orderId: 'order_a2',
            studentId: asha.studentId,
            amount: 59_025,
            couponId: coupon.id,
            status: 'refund_due',
            refundReason: '-Coupon used up, twice "oops"',
            createdAt: new Date('2026-03-11T05:00:00Z'),
          },
          { ...base, orderId: 'order_b1', studentId: bala.studentId, amount: 5, status: 'created', createdAt: new Date('2026-03-12T05:00:00Z') },
        ])
        .returning();
      return { admin, asha, bala, course, paid: paid!, refundDue: refundDue!, created: created! };
    }

    it('streams every matching order as Excel-safe CSV with rupees and IST times, and audits the export', async () => {
      const s = await seedOrders();
      const res = await get('/admin/orders.csv', s.admin.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const text = res.rawPayload.toString('utf8');
      expect(text.split('\r\n')[0]).toBe(`\uFEFF${ORDER_CSV_COLUMNS.map((c) => `"${c}"`).join(',')}`);
      expect(text.endsWith('\r\n')).toBe(true);

      const [header, ...records] = parseCsv(text);
      expect(header).toEqual([...ORDER_CSV_COLUMNS]);
      const rows = records.map((r) => Object.fromEntries(header!.map((column, i) => [column, r[i]])));
      // Oldest first (id order), whatever the list's sort.
      expect(rows.map((r) => r.order_id)).toEqual(['order_a1', 'order_a2', 'order_b1']);
      const year = new Date(s.paid.paidAt!.getTime() + 330 * 60_000).getUTCFullYear();
      expect(rows[0]).toEqual({
        id: String(s.paid.id),
        created_at: '2026-03-11T02:10:00+05:30',
        paid_at: '2026-03-11T02:15:30+05:30',
        receipt_number: `SAPA-${year}-${String(s.paid.id).padStart(6, '0')}`,
        order_id: 'order_a1',
        status: 'paid',
        student_id: String(s.asha.studentId),
        student_name: 'Asha Rao',
        student_email: s.asha.email,
        course_id: String(s.course.id),
        course_title: `'=HYPERLINK("http://evil.example","SAP MM")`,
        coupon_code: '',
        list_price_rupees: '1180.50',
        amount_rupees: '1180.50',
        currency: 'INR',
        provider: 'test',
        provider_payment_id: 'pay_AAA',
        refund_reason: '',
        company_id: '',
        company_name: '',
        seats: '1',
        invoice_number: '',
      });
      expect(rows[1]).toMatchObject({ amount_rupees: '590.25', coupon_code: 'HALF', paid_at: '', refund_reason: `'-Coupon used up, twice "oops"` });
      expect(rows[2]).toMatchObject({ amount_rupees: '0.05', status: 'created' });
      // The quotes of a guarded cell are doubled inside its own quotes.
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""SAP MM"")"`);

      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.export')).orderBy(auditLog.id);
      expect(audit).toMatchObject({ actorUserId: s.admin.userId, entity: 'order', entityId: 'export', before: null, after: { filters: {} } });
    });

    it('honours the list filters: status, student and q (a receipt number too); the header alone when none match', async () => {
      const s = await seedOrders();
      const orderIds = async (query: string) => {
        const res = await get(`/admin/orders.csv?${query}`, s.admin.auth);
        expect(res.statusCode).toBe(200);
        return parseCsv(res.body)
          .slice(1)
          .map((r) => r[ORDER_CSV_COLUMNS.indexOf('order_id')]);
      };
      expect(await orderIds('status=refund_due')).toEqual(['order_a2']);
      expect(await orderIds(`student_id=${s.bala.studentId}`)).toEqual(['order_b1']);
      expect(await orderIds(`q=${encodeURIComponent(s.asha.email)}`)).toEqual(['order_a1', 'order_a2']);
      expect(await orderIds('q=PAY_aaa')).toEqual(['order_a1']);
      const receipt = `SAPA-2026-${String(s.paid.id).padStart(6, '0')}`;
      expect(await orderIds(`q=${receipt}`)).toEqual(['order_a1']);
      // The list's paging and sort are not the export's business; they are ignored, not refused.
      expect(await orderIds('status=paid&sort=-amount&page=3&page_size=10')).toEqual(['order_a1']);
      expect(await orderIds('q=nobody-matches')).toEqual([]);
      const none = await get('/admin/orders.csv?q=nobody-matches', s.admin.auth);
      expect(parseCsv(none.body)).toEqual([[...ORDER_CSV_COLUMNS]]);
      const audits = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.export'), eq(auditLog.actorUserId, s.admin.userId)))
        .orderBy(auditLog.id);
      expect(audits.map((a) => a.after)).toContainEqual({ filters: { status: 'refund_due' } });
    });

    it.each([
      ['status=bogus', 'querystring.status'],
      ['student_id=-3', 'querystring.student_id'],
      ['student_id=99999999999', 'querystring.student_id'],
      [`q=${'x'.repeat(201)}`, 'querystring.q'],
    ])('answers 422 with a detail for %s, and exports nothing', async (query, field) => {
      const admin = await signUpAs(t.app, t.db, 'admin');
      const res = await get(`/admin/orders.csv?${query}`, admin.auth);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail: expect.any(String), fields: { [field]: expect.any(String) } });
      expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.export')).orderBy(auditLog.id)).toEqual([]);
    });

    it('walks every matching order past one read batch, in id order, each once', async () => {
      const s = await seedOrders();
      const more = Array.from({ length: 5 }, (_, i) => ({
        provider: 'test',
        courseId: s.course.id,
        listPrice: 100,
        currency: 'INR',
        orderId: `order_more_${i}`,
        studentId: s.bala.studentId,
        amount: 100,
        status: i % 2 ? 'cancelled' : 'expired',
      }));
      await t.db.insert(payments).values(more);
      // A batch of 2 makes the 8 orders four reads, the last one short.
      const rows = await listExportsService(t, 2).orders(s.admin.userId, { status: 'cancelled' });
      const ids: string[] = [];
      for await (const row of rows) ids.push(String(row[ORDER_CSV_COLUMNS.indexOf('order_id')]));
      expect(ids).toEqual(['order_more_1', 'order_more_3']);
      const all: unknown[] = [];
      for await (const row of await listExportsService(t, 2).orders(s.admin.userId, {})) all.push(row[0]);
      expect(all).toHaveLength(8);
      expect(new Set(all).size).toBe(8);
      expect(all).toEqual([...all].sort((a, b) => Number(a) - Number(b)));
    });
  });

  describe('GET /admin/students.csv', () => {
    it('streams every matching student with IST join times, guarded cells and counts, and audits the export', async () => {
      const admin = await signUpAs(t.app, t.db, 'admin');
      const asha = await signUp(t.app, 'Asha Rao');
      const plus = await signUp(t.app, 'Plus Person');
      await t.db.update(users).set({ name: '+1 ="cmd"|calc', emailVerified: true }).where(eq(users.id, plus.userId));
      const course = await insertCourse(t.db, { price: 0, title: 'SAP MM' });
      const grant = await t.app.inject({
        method: 'POST',
        url: `/admin/students/${asha.studentId}/enrolments`,
        headers: admin.auth,
        payload: { course_id: course.id },
      });
      expect(grant.statusCode).toBe(201);

      const res = await get('/admin/students.csv', admin.auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const [header, ...records] = parseCsv(res.rawPayload.toString('utf8'));
      expect(header).toEqual([...STUDENT_CSV_COLUMNS]);
      const rows = records.map((r) => Object.fromEntries(header!.map((column, i) => [column, r[i]])));
      // Every student row, oldest first: the admin's own account is a student row too.
      expect(rows.map((r) => r.email)).toEqual([admin.email, asha.email, plus.email]);
      expect(rows[1]).toMatchObject({ id: String(asha.studentId), name: 'Asha Rao', email_verified: 'false', enrolment_count: '1' });
      expect(rows[2]).toMatchObject({ name: `'+1 ="cmd"|calc`, email_verified: 'true', enrolment_count: '0' });
      for (const row of rows) expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);

      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'student.export')).orderBy(auditLog.id);
      expect(audit).toMatchObject({ actorUserId: admin.userId, entity: 'student', entityId: 'export', after: { filters: {} } });
    });

    it('writes the join time in IST', async () => {
      const admin = await signUpAs(t.app, t.db, 'admin');
      const late = await signUp(t.app, 'Late Night');
      await t.db
        .update(students)
        .set({ createdAt: new Date('2026-12-31T18:30:00Z') })
        .where(eq(students.id, late.studentId));
      const [header, ...records] = parseCsv((await get('/admin/students.csv?q=late%20night', admin.auth)).body);
      expect(records).toHaveLength(1);
      expect(records[0]![header!.indexOf('created_at')]).toBe('2027-01-01T00:00:00+05:30');
    });

    it('honours the search on name or e-mail without case, % and _ taken literally; 422 for a search past 200 characters', async () => {
      const admin = await signUpAs(t.app, t.db, 'admin');
      const asha = await signUp(t.app, 'Asha Rao');
      await signUp(t.app, 'Bala 100%_off');
      const names = async (q: string) =>
        parseCsv((await get(`/admin/students.csv?q=${encodeURIComponent(q)}`, admin.auth)).body)
          .slice(1)
          .map((r) => r[STUDENT_CSV_COLUMNS.indexOf('name')]);
      expect(await names('RAO')).toEqual(['Asha Rao']);
      expect(await names(asha.email.toUpperCase())).toEqual(['Asha Rao']);
      expect(await names('100%_')).toEqual(['Bala 100%_off']);
      expect(await names('%')).toEqual(['Bala 100%_off']);
      expect(await names('nobody')).toEqual([]);
      const long = await get(`/admin/students.csv?q=${'x'.repeat(201)}`, admin.auth);
      expect(long.statusCode).toBe(422);
      expect(long.json()).toMatchObject({ detail: expect.any(String), fields: { 'querystring.q': expect.any(String) } });
    });
  });
});
