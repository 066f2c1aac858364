// Company orders (decision 154): staff raise an order of N seats for a company, the company pays by
// bank transfer (the offline payment), and that one settlement issues one tax invoice made out to
// the company (its GSTIN and state decide CGST + SGST or IGST) and grows its pool by N. Nobody is
// enrolled by it; HR invites learners into the pool. HR of another company sees none of it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { COMPANY_MESSAGES, companyOrdersResponseSchema } from '@sap-academy/contracts';
import {
  COMPANY_ORDER_MESSAGES,
  OFFLINE_PAYMENT_MESSAGES,
  REFUND_MESSAGES,
  adminCompanyOrdersSchema,
  adminOrderRefundsSchema,
  adminOrderSchema,
  gstr1Schema,
} from '@sap-academy/contracts/admin';
import { adminApi, companyApi } from '@sap-academy/contracts/paths';
import { auditLog, companySeatPools, courseStudents, creditNotes, invoices, outbox, payments, settings } from '../../../src/db/schema';
import { invoiceFilename } from '../../../src/receipts/invoice-pdf';
import { settleCompanyOrder } from '../../../src/services/company-orders';
import { useTestApp } from '../../helpers/app';
import { companyInput, newCompany, raiseCompanyOrder } from '../../helpers/companies';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { REGISTERED_SELLER, testGstin } from '../../helpers/gst';
import { recordBankTransfer } from '../../helpers/offline-payment';
import { pdfText } from '../../helpers/pdf';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'company-orders-'));
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

/** The month of an instant in India, as the invoice exports take it. */
const indiaMonth = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 7);

describe.each(DRIVERS)('company orders on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });
  let admin: StudentSession;

  beforeEach(async () => {
    await t.db.insert(settings).values({ key: 'tax', value: REGISTERED_SELLER });
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const poolOf = async (companyId: number, courseId: number) =>
    (
      await t.db
        .select()
        .from(companySeatPools)
        .where(and(eq(companySeatPools.companyId, companyId), eq(companySeatPools.courseId, courseId)))
    )[0];
  const addHr = async (companyId: number, name = 'Hr Contact') => {
    const hr = await signUp(t.app, name);
    const res = await t.app.inject({ method: 'POST', url: adminApi.companyAdmins(companyId), headers: admin.auth, payload: { email: hr.email } });
    expect(res.statusCode).toBe(201);
    return hr;
  };

  it('raise → bank transfer → pool of N created; one inter-state invoice to the company with its GSTIN, the line adding up; nobody enrolled; audited', async () => {
    const course = await insertCourse(t.db, { price: 1_180_000, title: 'SAP FICO' });
    const company = await newCompany(t.app, admin); // Maharashtra (27), registered: IGST from Karnataka
    const raised = await t.app.inject({
      method: 'POST',
      url: adminApi.companyOrders(company.id),
      headers: admin.auth,
      payload: { course_id: course.id, seats: 12, purchase_reference: 'PO-2026-0042' },
    });
    expect(raised.statusCode).toBe(201);
    const order = adminOrderSchema.parse(raised.json());
    expect(order).toMatchObject({
      student: null,
      company: { id: company.id },
      course: { id: course.id, course_title: 'SAP FICO' },
      seats: 12,
      list_price: 1_180_000,
      amount: 12 * 1_180_000,
      status: 'created',
      purchase_reference: 'PO-2026-0042',
      invoice_number: null,
      provider: 'offline',
    });
    // Open until paid: nothing is issued or granted yet.
    expect(await poolOf(company.id, course.id)).toBeUndefined();
    expect(await t.db.select().from(invoices)).toHaveLength(0);

    const paid = await recordBankTransfer(t.app, admin, order.id, order.amount);
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ order_id: order.id, status: 'paid' });

    expect((await poolOf(company.id, course.id))!.seats).toBe(12);
    const [invoice, ...more] = await t.db.select().from(invoices);
    expect(more).toHaveLength(0);
    const input = companyInput('x');
    expect(invoice).toMatchObject({
      paymentId: order.id,
      userId: null,
      buyer: { gstin: input.gstin, state: '27', address: input.billing_address, email: input.contact_email },
      placeOfSupply: '27',
      regime: 'inter_state',
      courseTitle: 'SAP FICO',
      quantity: 12,
      unitPrice: 1_180_000,
      unitPriceIncludesGst: true,
      taxable: 12_000_000,
      cgst: 0,
      sgst: 0,
      igst: 2_160_000,
      total: 14_160_000,
    });
    expect(invoice!.taxable + invoice!.igst).toBe(invoice!.total);
    expect(invoice!.unitPrice! * invoice!.quantity).toBe(invoice!.total);
    // A company order enrols nobody by itself.
    expect(await t.db.select().from(courseStudents)).toHaveLength(0);
    // The invoice goes to the company's contact by mail, once.
    await t.app.outbox.drain();
    const mails = t.mailer.sent.filter((mail) => mail.to === input.contact_email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(invoice!.number);
    expect(mails[0]!.attachments).toEqual([expect.objectContaining({ filename: invoiceFilename(invoice!.number), contentType: 'application/pdf' })]);
    expect(
      (await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entity, 'company')).orderBy(auditLog.id)).map((r) => r.action),
    ).toEqual(expect.arrayContaining(['company.order_raise', 'company.order_paid']));

    // The back office: the company's orders with the invoice number, and the PDF.
    const listed = adminCompanyOrdersSchema.parse((await t.app.inject({ method: 'GET', url: adminApi.companyOrders(company.id), headers: admin.auth })).json());
    expect(listed.results).toEqual([expect.objectContaining({ id: order.id, status: 'paid', invoice_number: invoice!.number, seats: 12 })]);
    const all = await t.app.inject({ method: 'GET', url: `${adminApi.orders()}?q=PO-2026-0042`, headers: admin.auth });
    expect(all.json().results).toEqual([expect.objectContaining({ id: order.id, student: null, company: { id: company.id, name: expect.any(String) } })]);
    const pdf = await t.app.inject({ method: 'GET', url: adminApi.orderInvoice(order.id), headers: admin.auth });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    for (const field of [
      REGISTERED_SELLER.gstin,
      input.gstin,
      '999293',
      'IGST @ 18%',
      'SAP FICO — 12 seats',
      'Quantity 12 seats',
      'per seat (GST included)',
      invoice!.number,
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('CGST');

    // The accountant's month: the CSV row and GSTR-1's B2B table, like any other invoice.
    const month = indiaMonth(invoice!.issuedAt);
    const csv = await t.app.inject({ method: 'GET', url: `${adminApi.invoicesCsv()}?month=${month}`, headers: admin.auth });
    const rows = parse<Record<string, string>>(csv.body.replace(/^\uFEFF/, ''), { columns: true });
    expect(rows).toEqual([expect.objectContaining({ 'Invoice number': invoice!.number, 'Buyer GSTIN': input.gstin, IGST: '21600.00', Total: '141600.00' })]);
    const gstr1 = gstr1Schema.parse((await t.app.inject({ method: 'GET', url: `${adminApi.invoicesGstr1()}?month=${month}`, headers: admin.auth })).json());
    expect(gstr1.b2b).toEqual([expect.objectContaining({ ctin: input.gstin })]);
  });

  it('a company in the seller’s state pays CGST = SGST; an existing pool grows by N; a second settlement or record changes nothing', async () => {
    const course = await insertCourse(t.db, { price: 0 });
    const gstin = testGstin('29', 'AABCB1234E');
    const company = await newCompany(t.app, admin, { state: '29', gstin });
    const granted = await t.app.inject({
      method: 'POST',
      url: adminApi.companyPools(company.id),
      headers: admin.auth,
      payload: { course_id: course.id, seats: 3, purchase_reference: 'free trial' },
    });
    expect(granted.statusCode).toBe(201);
    // A free course needs a price per seat to be sold.
    const free = await t.app.inject({
      method: 'POST',
      url: adminApi.companyOrders(company.id),
      headers: admin.auth,
      payload: { course_id: course.id, seats: 5 },
    });
    expect(free.statusCode).toBe(422);
    expect(free.json()).toMatchObject({ detail: COMPANY_ORDER_MESSAGES.freeCourse });

    const order = await raiseCompanyOrder(t.app, admin, company.id, { course_id: course.id, seats: 5, unit_price: 118_000 });
    expect(order.amount).toBe(590_000);
    expect((await recordBankTransfer(t.app, admin, order.id, order.amount)).statusCode).toBe(201);
    expect((await poolOf(company.id, course.id))!.seats).toBe(8);
    const [invoice] = await t.db.select().from(invoices);
    expect(invoice).toMatchObject({ regime: 'intra_state', placeOfSupply: '29', taxable: 500_000, cgst: 45_000, sgst: 45_000, igst: 0, total: 590_000 });
    expect(invoice!.buyer.gstin).toBe(gstin);

    const [row] = await t.db.select().from(payments).where(eq(payments.id, order.id));
    expect(await settleCompanyOrder(t.db, order.id, row!.providerPaymentId!, { now: t.clock.now(), actorUserId: admin.userId })).toBe('unchanged');
    expect(await settleCompanyOrder(t.db, order.id, 'offline_other', { now: t.clock.now(), actorUserId: admin.userId })).toBe('unchanged');
    const again = await recordBankTransfer(t.app, admin, order.id, order.amount, 'UTR 2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: OFFLINE_PAYMENT_MESSAGES.notPayable });
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    expect((await poolOf(company.id, course.id))!.seats).toBe(8);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, 'company-invoice'))).toHaveLength(1);
  });

  it('a wrong amount is refused (422) and leaves the order open; the offline payment must be the order’s amount', async () => {
    const course = await insertCourse(t.db, { price: 50_000 });
    const company = await newCompany(t.app, admin);
    const order = await raiseCompanyOrder(t.app, admin, company.id, { course_id: course.id, seats: 2 });
    const wrong = await recordBankTransfer(t.app, admin, order.id, 50_000);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ detail: OFFLINE_PAYMENT_MESSAGES.wrongAmount });
    expect(await poolOf(company.id, course.id)).toBeUndefined();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, order.id));
    expect(row!.status).toBe('created');
  });

  it('is for admins only: raise, list and the invoice PDF', async () => {
    const course = await insertCourse(t.db, { price: 10_000 });
    const company = await newCompany(t.app, admin);
    await expectAdminOnly(t.app, t.db, { method: 'POST', url: adminApi.companyOrders(company.id), payload: { course_id: course.id, seats: 1 } });
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: adminApi.companyOrders(company.id) });
    const order = await raiseCompanyOrder(t.app, admin, company.id, { course_id: course.id, seats: 1 });
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: adminApi.orderInvoice(order.id) });
    // An order with no invoice yet: 404 with {detail}.
    const none = await t.app.inject({ method: 'GET', url: adminApi.orderInvoice(order.id), headers: admin.auth });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: expect.any(String) });
  });

  it('refuses bad input with 422 {detail}, and an unknown company or course with 404; nothing is raised', async () => {
    const course = await insertCourse(t.db, { price: 10_000 });
    const company = await newCompany(t.app, admin);
    const post = (companyId: number, payload: object) => t.app.inject({ method: 'POST', url: adminApi.companyOrders(companyId), headers: admin.auth, payload });
    for (const [payload, detail] of [
      [{ course_id: course.id, seats: 0 }, COMPANY_ORDER_MESSAGES.seats],
      [{ course_id: course.id, seats: 501 }, COMPANY_ORDER_MESSAGES.seats],
      [{ course_id: course.id, seats: 2.5 }, COMPANY_ORDER_MESSAGES.seats],
      [{ course_id: course.id, seats: 2, unit_price: -100 }, COMPANY_ORDER_MESSAGES.unitPrice],
      [{ course_id: course.id, seats: 2, unit_price: 99 }, COMPANY_ORDER_MESSAGES.unitPrice],
      [{ course_id: course.id, seats: 500, unit_price: 3_000_001 }, COMPANY_ORDER_MESSAGES.tooLarge],
      [{ course_id: course.id, seats: 2, purchase_reference: 'x'.repeat(101) }, 'At most 100 characters.'],
      [{ seats: 2 }, undefined],
    ] as const) {
      const res = await post(company.id, payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail: detail ?? expect.any(String) });
    }
    const unknownCourse = await post(company.id, { course_id: 999_999, seats: 2 });
    expect(unknownCourse.statusCode).toBe(404);
    expect(unknownCourse.json()).toEqual({ detail: COMPANY_ORDER_MESSAGES.unknownCourse });
    const unknownCompany = await post(999_999, { course_id: course.id, seats: 2 });
    expect(unknownCompany.statusCode).toBe(404);
    expect(unknownCompany.json()).toEqual({ detail: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: adminApi.companyOrders(999_999), headers: admin.auth })).statusCode).toBe(404);
    expect(await t.db.select().from(payments)).toHaveLength(0);
  });

  it("HR sees its company's orders and downloads their invoice; HR of another company and a student get 403, another company's order 404", async () => {
    const course = await insertCourse(t.db, { price: 118_000 });
    const [a, b] = [await newCompany(t.app, admin), await newCompany(t.app, admin)];
    const [hrA, hrB] = [await addHr(a.id, 'Hr A'), await addHr(b.id, 'Hr B')];
    const order = await raiseCompanyOrder(t.app, admin, a.id, { course_id: course.id, seats: 3 });
    expect((await recordBankTransfer(t.app, admin, order.id, order.amount)).statusCode).toBe(201);
    const [invoice] = await t.db.select().from(invoices);

    const mine = await t.app.inject({ method: 'GET', url: companyApi.companyOrders(a.id), headers: hrA.auth });
    expect(mine.statusCode).toBe(200);
    expect(companyOrdersResponseSchema.parse(mine.json()).results).toEqual([
      expect.objectContaining({ id: order.id, seats: 3, unit_price: 118_000, amount: 354_000, status: 'paid', invoice_number: invoice!.number }),
    ]);
    const pdf = await t.app.inject({ method: 'GET', url: companyApi.companyOrderInvoice(a.id, order.id), headers: hrA.auth });
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain(invoice!.number);
    // HR's dashboard shows the seats the order bought.
    const dashboard = await t.app.inject({ method: 'GET', url: companyApi.companyDashboard(a.id), headers: hrA.auth });
    expect(dashboard.json().pools).toEqual([expect.objectContaining({ course_id: course.id, seats: 3, used: 0, free: 3 })]);

    const student = await signUpVerified(t.app, t.db, 'Just A Student');
    for (const who of [hrB, student]) {
      for (const url of [companyApi.companyOrders(a.id), companyApi.companyOrderInvoice(a.id, order.id)]) {
        const res = await t.app.inject({ method: 'GET', url, headers: who.auth });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: COMPANY_MESSAGES.notCompanyAdmin });
      }
    }
    // Under its own company, another company's order is as missing as one that does not exist.
    const crossed = await t.app.inject({ method: 'GET', url: companyApi.companyOrderInvoice(b.id, order.id), headers: hrB.auth });
    expect(crossed.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: companyApi.companyOrders(b.id), headers: hrB.auth })).json()).toEqual({ results: [] });
    // And no student download path reaches a company's invoice.
    const own = await t.app.inject({ method: 'GET', url: `/lms/orders/${order.id}/invoice`, headers: hrA.auth });
    expect(own.statusCode).toBe(404);
  });

  it('a refund returns unused seats only (409 below the seats in use), issues a credit note at once, and never returns more seats than bought', async () => {
    const course = await insertCourse(t.db, { price: 118_000 });
    const company = await newCompany(t.app, admin);
    const hr = await addHr(company.id);
    const order = await raiseCompanyOrder(t.app, admin, company.id, { course_id: course.id, seats: 3 });
    expect((await recordBankTransfer(t.app, admin, order.id, order.amount)).statusCode).toBe(201);
    const pool = (await poolOf(company.id, course.id))!;
    for (const email of ['one@acme.example', 'two@acme.example']) {
      const invited = await t.app.inject({
        method: 'POST',
        url: companyApi.companyLearners(company.id),
        headers: hr.auth,
        payload: { pool_id: pool.id, email },
      });
      expect(invited.statusCode).toBe(201);
    }
    const refund = (payload: object) => t.app.inject({ method: 'POST', url: adminApi.orderRefunds(order.id), headers: admin.auth, payload });

    const view = adminOrderRefundsSchema.parse((await t.app.inject({ method: 'GET', url: adminApi.orderRefunds(order.id), headers: admin.auth })).json());
    expect(view).toMatchObject({ company_order: true, seats_returnable: 3, refundable: 354_000, refunded: 0 });

    const inUse = await refund({ amount: 236_000, reason: 'Two seats not needed', seats: 2 });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toEqual({ detail: REFUND_MESSAGES.seatsInUse(2, 1) });
    const revoke = await refund({ amount: 118_000, reason: 'x', seats: 1, revoke_enrolment: true });
    expect(revoke.statusCode).toBe(422);
    expect(revoke.json()).toMatchObject({ detail: REFUND_MESSAGES.companyNoEnrolment });

    const done = await refund({ amount: 118_000, reason: 'One seat not needed', seats: 1 });
    expect(done.statusCode).toBe(201);
    const after = adminOrderRefundsSchema.parse(done.json());
    expect(after).toMatchObject({ refunded: 118_000, refundable: 236_000, seats_returnable: 2 });
    expect(after.refunds).toEqual([
      expect.objectContaining({
        status: 'processed',
        seats: 1,
        amount: 118_000,
        credit_note: expect.objectContaining({ number: expect.stringMatching(/^CN\//) }),
      }),
    ]);
    expect((await poolOf(company.id, course.id))!.seats).toBe(2);
    const [note] = await t.db.select().from(creditNotes);
    expect(note!.taxable + note!.cgst + note!.sgst + note!.igst).toBe(118_000);

    // Both remaining seats are in use: money back without seats is allowed, seats are not.
    const noneFree = await refund({ amount: 1_000, reason: 'x', seats: 1 });
    expect(noneFree.statusCode).toBe(409);
    expect(noneFree.json()).toEqual({ detail: REFUND_MESSAGES.seatsInUse(2, 0) });
    const tooMany = await refund({ amount: 1_000, reason: 'x', seats: 3 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ detail: REFUND_MESSAGES.seatsTooMany(2) });
    const tooMuch = await refund({ amount: 236_001, reason: 'x' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual({ detail: REFUND_MESSAGES.tooMuch });
    expect(await t.db.select().from(creditNotes)).toHaveLength(1);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.pool_refund')).orderBy(auditLog.id)).length).toBe(1);
  });

  it('cancels an open order raised by mistake (admins only, audited); 409 once cancelled or paid, 404 under another company; a transfer recorded later still settles it', async () => {
    const course = await insertCourse(t.db, { price: 118_000 });
    const [a, b] = [await newCompany(t.app, admin), await newCompany(t.app, admin)];
    const order = await raiseCompanyOrder(t.app, admin, a.id, { course_id: course.id, seats: 2 });
    const cancel = (companyId: number, who = admin) =>
      t.app.inject({ method: 'POST', url: adminApi.companyOrderCancel(companyId, order.id), headers: who.auth, payload: {} });
    await expectAdminOnly(t.app, t.db, { method: 'POST', url: adminApi.companyOrderCancel(a.id, order.id), payload: {} });
    const crossed = await cancel(b.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toEqual({ detail: expect.any(String) });

    const done = await cancel(a.id);
    expect(done.statusCode).toBe(200);
    expect(adminOrderSchema.parse(done.json())).toMatchObject({ id: order.id, status: 'cancelled' });
    const again = await cancel(a.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: COMPANY_ORDER_MESSAGES.notOpen });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.order_cancel')).orderBy(auditLog.id)).toHaveLength(1);
    expect(await poolOf(a.id, course.id)).toBeUndefined();

    // The company paid after all: the late transfer settles the cancelled order, once.
    expect((await recordBankTransfer(t.app, admin, order.id, order.amount)).statusCode).toBe(201);
    expect((await poolOf(a.id, course.id))!.seats).toBe(2);
    expect((await cancel(a.id)).statusCode).toBe(409);
  });
});
