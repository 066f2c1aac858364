// GST tax invoices (decision 141): issued in the settlement transaction while the business is
// registered, made out to the billing details given at checkout (a snapshot: later edits change
// nothing), CGST + SGST within Karnataka and IGST outside it, numbered per financial year in India
// time without a gap even when a settlement rolls back, never edited, downloadable by their
// student only, and attached to the receipt mail with every field rule 46 asks for.
import { eq, sql } from 'drizzle-orm';
import { GST_FIELD_MESSAGES, type BillingDetails } from '@sap-academy/contracts/gst';
import { GSTIN_MESSAGES, GST_PRICE_NOTES } from '@sap-academy/contracts/gst';
import { accountApi } from '@sap-academy/contracts/paths';
import { billingDetails, invoiceSeries, invoices, payments, settings, users } from '../../../src/db/schema';
import { settlePayment } from '../../../src/services/enrolment';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { REGISTERED_SELLER, testGstin } from '../../helpers/gst';
import { fakePaymentId } from '../../helpers/payments';
import { pdfText } from '../../helpers/pdf';

const MAHARASHTRA_BUYER: BillingDetails = {
  gstin: testGstin('27', 'AABCM5678Q'),
  legal_name: 'Mumbai Consulting LLP',
  address: '4 Nariman Point\nMumbai 400021',
  state: '27',
};

describe.each(DRIVERS)('tax invoices on %s', (driver) => {
  const t = useTestApp(driver);
  const register = (tax: object = REGISTERED_SELLER) => t.db.insert(settings).values({ key: 'tax', value: tax });

  /** Joins (with billing details when given) and settles at the clock's time; the order row. */
  async function buy(student: StudentSession, options: { price?: number; billing?: BillingDetails; title?: string } = {}) {
    const course = await insertCourse(t.db, { price: options.price ?? 1_180_000, title: options.title ?? 'SAP FICO Masterclass' });
    const join = await t.app.inject({
      method: 'POST',
      url: `/lms/course/${course.id}/join`,
      headers: student.auth,
      payload: options.billing ? { billing: options.billing } : {},
    });
    expect(join.statusCode).toBe(201);
    const orderId = join.json().payment.order_id as string;
    await settlePayment(t.db, orderId, fakePaymentId(), { now: t.clock.now() });
    return (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  }
  const invoiceOf = async (paymentId: number) => (await t.db.select().from(invoices).where(eq(invoices.paymentId, paymentId)))[0];
  const download = (id: number, who: StudentSession) => t.app.inject({ method: 'GET', url: accountApi.orderInvoice(id), headers: who.auth });

  it('issues none while the business has no GSTIN: the receipt only', async () => {
    const student = await signUpVerified(t.app, t.db);
    const order = await buy(student, { billing: MAHARASHTRA_BUYER });
    expect(order.status).toBe('paid');
    expect(await t.db.select().from(invoices)).toHaveLength(0);
    expect((await download(order.id, student)).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: accountApi.orders(), headers: student.auth })).json();
    expect(list.results[0]).toMatchObject({ status: 'paid', invoice_number: null, receipt_number: expect.any(String) });
  });

  it('within Karnataka, to the account name when no billing details were given: CGST + SGST, 9 % each, adding up to the price', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db, 'Asha Rao');
    const order = await buy(student);
    const invoice = (await invoiceOf(order.id))!;
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^SA\/\d{4}\/000001$/),
      serial: 1,
      placeOfSupply: '29',
      regime: 'intra_state',
      sac: '999293',
      rateBp: 1800,
      taxable: 1_000_000,
      cgst: 90_000,
      sgst: 90_000,
      igst: 0,
      total: 1_180_000,
      courseTitle: 'SAP FICO Masterclass',
      buyer: { name: 'Asha Rao', email: student.email, gstin: '', address: '', state: null },
      seller: { legal_name: REGISTERED_SELLER.legal_name, gstin: REGISTERED_SELLER.gstin, state: '29', address: REGISTERED_SELLER.address },
    });
    const list = (await t.app.inject({ method: 'GET', url: accountApi.orders(), headers: student.auth })).json();
    expect(list.results[0].invoice_number).toBe(invoice.number);
  });

  it('to a registered buyer in Maharashtra: IGST, made out to the details given at checkout even after the student edits them', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db);
    const order = await buy(student, { billing: MAHARASHTRA_BUYER, price: 99_900 });
    expect(order.billing).toEqual(MAHARASHTRA_BUYER);
    // Remembered for the next checkout.
    expect((await t.app.inject({ method: 'GET', url: accountApi.billing(), headers: student.auth })).json()).toEqual({ billing: MAHARASHTRA_BUYER });
    const edited = { ...MAHARASHTRA_BUYER, legal_name: 'Renamed LLP' };
    expect((await t.app.inject({ method: 'PUT', url: accountApi.billing(), headers: student.auth, payload: edited })).statusCode).toBe(200);

    const invoice = (await invoiceOf(order.id))!;
    // ₹999 including 18 %: taxable round(99900 / 1.18) = 84661, IGST the rest.
    expect(invoice).toMatchObject({ placeOfSupply: '27', regime: 'inter_state', taxable: 84_661, cgst: 0, sgst: 0, igst: 15_239, total: 99_900 });
    expect(invoice.buyer).toMatchObject({ name: 'Mumbai Consulting LLP', gstin: MAHARASHTRA_BUYER.gstin, state: '27' });

    const res = await download(order.id, student);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const field of [
      'Tax Invoice',
      REGISTERED_SELLER.legal_name,
      '12 MG Road',
      `GSTIN: ${REGISTERED_SELLER.gstin}`,
      'Karnataka (29)',
      invoice.number,
      'Mumbai Consulting LLP',
      '4 Nariman Point',
      MAHARASHTRA_BUYER.gstin,
      'Place of supply Maharashtra (27)',
      '999293',
      'SAP FICO Masterclass',
      '₹846.61',
      'IGST @ 18%',
      '₹152.39',
      '₹999.00',
      'Rupees Nine Hundred Ninety-Nine Only',
      'Whether tax is payable on reverse charge: No',
      `For ${REGISTERED_SELLER.legal_name}`,
      'Authorised signatory',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('Renamed LLP');
    expect(text).not.toContain('CGST');
  });

  it('an unregistered buyer in Tamil Nadu: IGST, their name, address and state on the invoice, "Unregistered" for the GSTIN', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db);
    const order = await buy(student, { billing: { gstin: '', legal_name: 'Priya Iyer', address: '7 Anna Salai, Chennai', state: '33' } });
    const invoice = (await invoiceOf(order.id))!;
    expect(invoice).toMatchObject({ placeOfSupply: '33', regime: 'inter_state' });
    const text = await pdfText((await download(order.id, student)).rawPayload);
    for (const field of ['Priya Iyer', '7 Anna Salai, Chennai', 'Unregistered', 'Tamil Nadu (33)', 'IGST @ 18%']) expect(text).toContain(field);
  });

  it('within Karnataka the PDF shows CGST and SGST at half the rate each', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db);
    const order = await buy(student);
    const text = await pdfText((await download(order.id, student)).rawPayload);
    for (const field of [
      'CGST @ 9%',
      'SGST @ 9%',
      '₹900.00',
      '₹10,000.00',
      '₹11,800.00',
      'Rupees Eleven Thousand Eight Hundred Only',
      'Place of supply Karnataka (29)',
    ]) {
      expect(text).toContain(field);
    }
    expect(text).not.toContain('IGST');
  });

  it("another student's invoice, or an order without one, is a 404 like a missing one", async () => {
    await register();
    const owner = await signUpVerified(t.app, t.db);
    const other = await signUpVerified(t.app, t.db, 'Other Student');
    const order = await buy(owner);
    expect((await download(order.id, other)).statusCode).toBe(404);
    expect((await download(order.id, other)).json()).toEqual({ detail: expect.any(String) });
    expect((await download(999_999, owner)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: accountApi.orderInvoice(order.id) })).statusCode).toBe(401);
    expect((await download('abc' as unknown as number, owner)).statusCode).toBe(422);
  });

  it('attaches the invoice to the receipt mail', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db);
    const order = await buy(student);
    const invoice = (await invoiceOf(order.id))!;
    await t.app.outbox.drain();
    const mail = t.mailer.sent.find((m) => m.attachments?.length)!;
    expect(mail.attachments!.map((a) => a.filename)).toEqual([expect.stringMatching(/^receipt-/), `tax-invoice-${invoice.number.replace(/\//g, '-')}.pdf`]);
    expect(await pdfText(mail.attachments![1]!.content)).toContain(invoice.number);
  });

  it('starts a new series at 1 on 1 April in India time (31 March 23:59 IST is still the old year)', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db);
    t.clock.offsetMs = new Date('2027-03-31T23:59:00+05:30').getTime() - Date.now();
    const march = await buy(student, { title: 'March course' });
    t.clock.offsetMs = new Date('2027-04-01T00:00:00+05:30').getTime() - Date.now();
    const april = await buy(student, { title: 'April course' });
    t.clock.offsetMs = new Date('2027-04-01T10:00:00+05:30').getTime() - Date.now();
    const april2 = await buy(student, { title: 'Second April course' });
    expect((await invoiceOf(march.id))!).toMatchObject({ financialYear: 2026, serial: 1, number: 'SA/2627/000001' });
    expect((await invoiceOf(april.id))!).toMatchObject({ financialYear: 2027, serial: 1, number: 'SA/2728/000001' });
    expect((await invoiceOf(april2.id))!).toMatchObject({ financialYear: 2027, serial: 2, number: 'SA/2728/000002' });
  });

  it('a settlement that fails after taking its number rolls the number back: no gap', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db);
    const failing = await insertCourse(t.db, { price: 50_000, title: 'Fails on enrolment' });
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${failing.id}/join`, headers: student.auth, payload: {} });
    const orderId = join.json().payment.order_id as string;
    // The enrolment is the settlement's last step, after the invoice: make it fail for this course.
    await t.db.execute(
      sql.raw(`create or replace function test_fail_enrolment() returns trigger language plpgsql as $$
        begin if new.course_id = ${failing.id} then raise exception 'injected failure'; end if; return new; end $$`),
    );
    await t.db.execute(sql.raw('create trigger test_fail_enrolment before insert on course_students for each row execute function test_fail_enrolment()'));
    try {
      await expect(settlePayment(t.db, orderId, fakePaymentId(), { now: t.clock.now() })).rejects.toThrow();
    } finally {
      await t.db.execute(sql.raw('drop trigger test_fail_enrolment on course_students'));
      await t.db.execute(sql.raw('drop function test_fail_enrolment()'));
    }
    expect(await t.db.select().from(invoices)).toHaveLength(0);
    expect(await t.db.select().from(invoiceSeries)).toHaveLength(0);
    const next = await buy(student);
    expect((await invoiceOf(next.id))!.serial).toBe(1);
    // The failed order, paid again, takes the next number.
    await settlePayment(t.db, orderId, fakePaymentId(), { now: t.clock.now() });
    const retried = (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
    expect((await invoiceOf(retried.id))!.serial).toBe(2);
  });

  it('an issued invoice is never edited: the database refuses an update, and keeps the invoice when the account goes', async () => {
    await register();
    const student = await signUpVerified(t.app, t.db);
    const order = await buy(student);
    const invoice = (await invoiceOf(order.id))!;
    await expect(t.db.update(invoices).set({ total: 1 }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
    await expect(
      t.db
        .update(invoices)
        .set({ buyer: { ...invoice.buyer, name: 'Someone else' } })
        .where(eq(invoices.id, invoice.id)),
    ).rejects.toThrow();
    await t.db.delete(users).where(eq(users.id, student.userId));
    const kept = (await t.db.select().from(invoices).where(eq(invoices.id, invoice.id)))[0]!;
    expect(kept).toMatchObject({ number: invoice.number, total: invoice.total, buyer: invoice.buyer, userId: null });
  });

  it('with prices excluding GST the checkout charges price + GST, and the invoice equals the charge', async () => {
    await register({ ...REGISTERED_SELLER, prices_include_gst: false });
    const student = await signUpVerified(t.app, t.db);
    const order = await buy(student, { price: 99_900, billing: MAHARASHTRA_BUYER });
    // ₹999 + 18 % = ₹1,178.82.
    expect(order.amount).toBe(117_882);
    expect((await invoiceOf(order.id))!).toMatchObject({ taxable: 99_900, igst: 17_982, total: 117_882 });
  });

  it('the checkout shows the tax lines its invoice will print before paying, and the course says "+ 18 % GST" or "incl. GST"', async () => {
    await register({ ...REGISTERED_SELLER, prices_include_gst: false });
    const student = await signUpVerified(t.app, t.db);
    const course = await insertCourse(t.db, { price: 99_900 });
    const details = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth });
    expect(details.json().price_note).toBe(GST_PRICE_NOTES.added(1800));
    // Within Karnataka: CGST + SGST on top of the price.
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
    expect(join.json().payment).toMatchObject({
      amount: 117_882,
      tax: { prices_include_gst: false, rate_bp: 1800, taxable: 99_900, cgst: 8991, sgst: 8991, igst: 0, total: 117_882 },
    });
    // The same order made out to a Maharashtra business: IGST, same total.
    const again = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: { billing: MAHARASHTRA_BUYER } });
    expect(again.json().payment.tax).toEqual({ prices_include_gst: false, rate_bp: 1800, taxable: 99_900, cgst: 0, sgst: 0, igst: 17_982, total: 117_882 });

    await t.db.update(settings).set({ value: REGISTERED_SELLER }).where(eq(settings.key, 'tax'));
    const included = await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth });
    expect(included.json().price_note).toBe(GST_PRICE_NOTES.included);
  });

  it('an unregistered seller charges no GST: no tax lines, no price note', async () => {
    const student = await signUpVerified(t.app, t.db);
    const course = await insertCourse(t.db, { price: 99_900 });
    expect((await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: student.auth })).json().price_note).toBeNull();
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
    expect(join.json().payment).toMatchObject({ amount: 99_900, tax: null });
  });
});

describe.each(DRIVERS)('billing details on %s', (driver) => {
  const t = useTestApp(driver);
  const put = (who: StudentSession, payload: object) => t.app.inject({ method: 'PUT', url: accountApi.billing(), headers: who.auth, payload });

  it('are null until saved, saved normalised, and only the caller’s own', async () => {
    const student = await signUpVerified(t.app, t.db);
    const other = await signUpVerified(t.app, t.db, 'Other Student');
    expect((await t.app.inject({ method: 'GET', url: accountApi.billing(), headers: student.auth })).json()).toEqual({ billing: null });
    const res = await put(student, { ...MAHARASHTRA_BUYER, gstin: MAHARASHTRA_BUYER.gstin.toLowerCase().replace(/^(.{4})/, '$1 ') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ billing: MAHARASHTRA_BUYER });
    expect((await t.app.inject({ method: 'GET', url: accountApi.billing(), headers: other.auth })).json()).toEqual({ billing: null });
    expect((await t.app.inject({ method: 'GET', url: accountApi.billing() })).statusCode).toBe(401);
    // Without a GSTIN: an unregistered buyer.
    expect((await put(student, { legal_name: 'Asha Rao', address: 'Pune', state: '27' })).json()).toEqual({
      billing: { gstin: '', legal_name: 'Asha Rao', address: 'Pune', state: '27' },
    });
    expect(await t.db.select().from(billingDetails)).toHaveLength(1);
  });

  it.each([
    [
      'a GSTIN with a typo',
      { gstin: MAHARASHTRA_BUYER.gstin.slice(0, 14) + (MAHARASHTRA_BUYER.gstin[14] === 'A' ? 'B' : 'A') },
      'body.gstin',
      GSTIN_MESSAGES.checksum,
    ],
    ['a GSTIN too short', { gstin: '27AABCM5678Q1Z' }, 'body.gstin', GSTIN_MESSAGES.shape],
    ['a GSTIN of another state than the one chosen', { state: '29' }, 'body.gstin', GST_FIELD_MESSAGES.gstinStateMismatch],
    ['an unknown state', { state: '00' }, 'body.state', GST_FIELD_MESSAGES.state],
    ['no legal name', { legal_name: '  ' }, 'body.legal_name', GST_FIELD_MESSAGES.legalName],
    ['a 501-character address', { address: 'x'.repeat(501) }, 'body.address', expect.any(String)],
  ])('answer 422 for %s, on PUT and at checkout, and save nothing', async (_label, change, field, message) => {
    const student = await signUpVerified(t.app, t.db);
    const res = await put(student, { ...MAHARASHTRA_BUYER, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields[field]).toEqual(message);
    const course = await insertCourse(t.db, { price: 10_000 });
    const join = await t.app.inject({
      method: 'POST',
      url: `/lms/course/${course.id}/join`,
      headers: student.auth,
      payload: { billing: { ...MAHARASHTRA_BUYER, ...change } },
    });
    expect(join.statusCode).toBe(422);
    expect(join.json().fields[field.replace('body.', 'body.billing.')]).toEqual(message);
    expect(await t.db.select().from(billingDetails)).toHaveLength(0);
    expect(await t.db.select().from(payments)).toHaveLength(0);
  });
});
