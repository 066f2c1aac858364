// Refunds from the back office (decision 142) against the local fake Razorpay: full and partial
// refunds, the remainder that can never be exceeded, a refund Razorpay refuses or fails, the
// webhook arriving before the API's own answer, a repeated webhook, the credit note of an invoiced
// order (and who may download it), the counts staff act on and their gauges, and who may refund.
import { eq } from 'drizzle-orm';
import { REFUND_MESSAGES, adminOrderCountsSchema, adminOrderRefundsSchema } from '@sap-academy/contracts/admin';
import { studentOrdersResponseSchema } from '@sap-academy/contracts/account';
import { adminApi, accountApi } from '@sap-academy/contracts/paths';
import { auditLog, courseStudents, creditNotes, invoices, payments, refunds } from '../../../src/db/schema';
import { DRIVERS } from '../../helpers/database';
import { signUpVerified } from '../../helpers/fixtures';
import { deliverTo, paidOrder, registerSeller, useRefundsApp } from '../../helpers/refunds';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';
import { TEST_ENV } from '../../helpers/app';

describe.each(DRIVERS)('admin refunds on %s', (driver) => {
  const ctx = useRefundsApp(driver);
  const { t } = ctx;
  let admin: Awaited<ReturnType<typeof signUpAs>>;
  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const refund = (orderId: number, payload: object) => t.app.inject({ method: 'POST', url: adminApi.orderRefunds(orderId), headers: admin.auth, payload });
  const view = async (orderId: number) => {
    const res = await t.app.inject({ method: 'GET', url: adminApi.orderRefunds(orderId), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return adminOrderRefundsSchema.parse(res.json());
  };
  const counts = async () => adminOrderCountsSchema.parse((await t.app.inject({ method: 'GET', url: adminApi.orderCounts(), headers: admin.auth })).json());

  it('refunds a paid order in full through POST /v1/payments/:id/refund, issuing nothing without an invoice', async () => {
    const { order } = await paidOrder(ctx, 149_900);
    // An instant refund: the answer says processed; its webhook is delivered after, below.
    ctx.fake().setRefundBehaviour({ status: 'processed', finalEvent: null });
    const res = await refund(order.id, { amount: 149_900, reason: 'Course cancelled' });
    expect(res.statusCode).toBe(201);
    const body = adminOrderRefundsSchema.parse(res.json());
    expect(body).toMatchObject({ order_id: order.id, amount_paid: 149_900, refunded: 149_900, refundable: 0, invoice_number: null });
    expect(body.refunds).toEqual([
      expect.objectContaining({
        amount: 149_900,
        status: 'processed',
        reason: 'Course cancelled',
        provider_refund_id: expect.stringMatching(/^rfnd_/),
        credit_note: null,
      }),
    ]);
    const request = ctx.fake().requests.find((r) => r.path === `/v1/payments/${order.providerPaymentId}/refund`);
    expect(request).toMatchObject({ method: 'POST' });
    expect(request!.body).toEqual({
      amount: 149_900,
      speed: 'normal',
      receipt: `refund_${body.refunds[0]!.id}`,
      notes: { refund_id: String(body.refunds[0]!.id), order_id: order.orderId },
    });
    // The webhook that follows the answer finds the refund finished: it changes nothing.
    await ctx.fake().completeRefund(body.refunds[0]!.provider_refund_id!, 'refund.processed');
    expect(ctx.delivered).toEqual([{ status: 200, body: { status: 'duplicate' } }]);
    expect((await view(order.id)).refunds).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: admin.userId, entity: 'order', entityId: String(order.id) });
  });

  it('refunds in parts, never past what is left: 409 with {detail}, and bad input is a 422', async () => {
    const { order } = await paidOrder(ctx, 100_000);
    expect((await refund(order.id, { amount: 40_000, reason: 'Half the batch missed' })).statusCode).toBe(201);
    expect(await view(order.id)).toMatchObject({ refunded: 40_000, refundable: 60_000 });
    const over = await refund(order.id, { amount: 60_001, reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ detail: REFUND_MESSAGES.tooMuch });
    for (const payload of [
      { amount: 99, reason: 'x' },
      { amount: 1.5, reason: 'x' },
      { amount: 1000 },
      { amount: 1000, reason: ' ' },
      { amount: 1000, reason: 'x'.repeat(201) },
    ]) {
      const bad = await refund(order.id, payload);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ detail: expect.anything() });
    }
    expect((await refund(order.id, { amount: 60_000, reason: 'The rest' })).statusCode).toBe(201);
    expect(await view(order.id)).toMatchObject({ refunded: 100_000, refundable: 0 });
    expect(await t.db.select().from(refunds)).toHaveLength(2);
  });

  it('refuses an order that took no money (409) and an unknown one (404)', async () => {
    const student = await signUpVerified(t.app, t.db);
    const { order } = await paidOrder(ctx, 50_000, student);
    await t.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, order.id));
    const closed = await refund(order.id, { amount: 10_000, reason: 'x' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ detail: REFUND_MESSAGES.notRefundable });
    const missing = await refund(999_999, { amount: 10_000, reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: expect.any(String) });
  });

  it('a refund Razorpay fails is recorded as failed, gives its amount back, and is counted until retried', async () => {
    const { order } = await paidOrder(ctx, 80_000);
    // A normal refund: pending in the answer, failed later by its webhook.
    ctx.fake().setRefundBehaviour({ status: 'pending', finalEvent: null });
    const res = await refund(order.id, { amount: 80_000, reason: 'Duplicate charge' });
    expect(res.statusCode).toBe(201);
    const pending = adminOrderRefundsSchema.parse(res.json());
    expect(pending.refunds[0]).toMatchObject({ status: 'pending' });
    expect(pending).toMatchObject({ refunded: 80_000, refundable: 0 });
    await ctx.fake().completeRefund(pending.refunds[0]!.provider_refund_id!, 'refund.failed');
    expect(ctx.delivered).toEqual([{ status: 200, body: { status: 'processed' } }]);
    const after = await view(order.id);
    expect(after).toMatchObject({ refunded: 0, refundable: 80_000 });
    expect(after.refunds[0]).toMatchObject({ status: 'failed', failure: expect.any(String) });
    expect(await counts()).toEqual({ refund_due: 0, refunds_failed: 1 });
    const listed = await t.app.inject({ method: 'GET', url: adminApi.orders({ attention: 'refund_failed' }), headers: admin.auth });
    expect(listed.json().results.map((o: { id: number }) => o.id)).toEqual([order.id]);

    // Tried again, and processed: nothing is failed any more.
    ctx.fake().setRefundBehaviour({ status: 'processed', finalEvent: null });
    expect((await refund(order.id, { amount: 80_000, reason: 'Duplicate charge, again' })).statusCode).toBe(201);
    expect(await counts()).toEqual({ refund_due: 0, refunds_failed: 0 });
  });

  it('a refund Razorpay refuses outright is a 502 with {detail}, recorded as failed', async () => {
    const { order } = await paidOrder(ctx, 80_000);
    ctx.fake().setRefundBehaviour({ refuse: true });
    const res = await refund(order.id, { amount: 10_000, reason: 'x' });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toContain(REFUND_MESSAGES.providerRefused);
    expect((await view(order.id)).refunds[0]).toMatchObject({ status: 'failed', provider_refund_id: null });
  });

  it('Razorpay unreachable: 503, and the refund stays pending, holding its amount', async () => {
    const { order } = await paidOrder(ctx, 80_000);
    ctx.fake().setDown(true);
    const res = await refund(order.id, { amount: 30_000, reason: 'x' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: REFUND_MESSAGES.outcomeUnknown });
    expect(await view(order.id)).toMatchObject({ refunded: 30_000, refundable: 50_000 });
  });

  it('the webhook may come before the answer: the refund is processed once, with one credit note', async () => {
    await registerSeller(t);
    const { order, student } = await paidOrder(ctx, 118_000);
    ctx.fake().setRefundBehaviour({ status: 'pending', finalEvent: 'refund.processed', webhookFirst: true });
    const res = await refund(order.id, { amount: 59_000, reason: 'Half refund' });
    expect(res.statusCode).toBe(201);
    expect(ctx.delivered).toEqual([{ status: 200, body: { status: 'processed' } }]);
    const body = adminOrderRefundsSchema.parse(res.json());
    const [invoice] = await t.db.select().from(invoices);
    expect(body.invoice_number).toBe(invoice!.number);
    expect(body.refunds[0]).toMatchObject({
      status: 'processed',
      provider_refund_id: expect.stringMatching(/^rfnd_/),
      credit_note: { number: expect.stringMatching(/^CN\/\d{4}\/000001$/) },
    });

    // Half of ₹1,180 = ₹500 + ₹45 + ₹45, referencing the invoice.
    const notes = await t.db.select().from(creditNotes);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      invoiceId: invoice!.id,
      paymentId: order.id,
      userId: student.userId,
      taxable: 50_000,
      cgst: 4_500,
      sgst: 4_500,
      igst: 0,
      total: 59_000,
      serial: 1,
    });

    // Razorpay repeats the webhook (a new delivery of the same news), and a late refund.failed: nothing changes.
    const rfnd = body.refunds[0]!.provider_refund_id!;
    const again = await deliverTo(t.app, ctx.fake().refundEvent(rfnd, 'refund.processed', TEST_ENV.PAYMENT_WEBHOOK_SECRET!));
    expect(again.json()).toEqual({ status: 'duplicate' });
    const late = await deliverTo(t.app, ctx.fake().refundEvent(rfnd, 'refund.failed', TEST_ENV.PAYMENT_WEBHOOK_SECRET!));
    expect(late.json()).toEqual({ status: 'duplicate' });
    expect(await t.db.select().from(creditNotes)).toHaveLength(1);
    expect((await view(order.id)).refunds[0]).toMatchObject({ status: 'processed' });

    // The rest: the two notes credit exactly the invoice.
    expect((await refund(order.id, { amount: 59_000, reason: 'The rest' })).statusCode).toBe(201);
    const both = await t.db.select().from(creditNotes);
    expect(both.map((n) => n.serial).sort()).toEqual([1, 2]);
    for (const head of ['taxable', 'cgst', 'sgst', 'igst', 'total'] as const) expect(both.reduce((sum, n) => sum + n[head], 0)).toBe(invoice![head]);
  });

  it('the credit note downloads as a PDF for the student where the invoice is, and for staff; nobody else', async () => {
    await registerSeller(t);
    const { order, student } = await paidOrder(ctx, 118_000);
    const body = adminOrderRefundsSchema.parse((await refund(order.id, { amount: 118_000, reason: 'Cancelled' })).json());
    const noteId = body.refunds[0]!.credit_note!.id;

    const list = studentOrdersResponseSchema.parse((await t.app.inject({ method: 'GET', url: accountApi.orders(), headers: student.auth })).json());
    expect(list.results[0]!.credit_notes).toEqual([{ id: noteId, number: body.refunds[0]!.credit_note!.number }]);
    const own = await t.app.inject({ method: 'GET', url: accountApi.orderCreditNote(order.id, noteId), headers: student.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toMatch(/credit-note-CN-\d{4}-000001\.pdf/);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const staff = await t.app.inject({ method: 'GET', url: adminApi.creditNote(noteId), headers: admin.auth });
    expect(staff.statusCode).toBe(200);
    expect(staff.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const other = await signUpVerified(t.app, t.db, 'Someone Else');
    const theirs = await t.app.inject({ method: 'GET', url: accountApi.orderCreditNote(order.id, noteId), headers: other.auth });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: expect.any(String) });
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: adminApi.creditNote(noteId) });
  });

  it('can take the course away with the money (the dialog checkbox), audited', async () => {
    const { order, student } = await paidOrder(ctx, 50_000);
    expect(await t.db.select().from(courseStudents).where(eq(courseStudents.studentId, student.studentId))).toHaveLength(1);
    expect((await refund(order.id, { amount: 50_000, reason: 'Left the course', revoke_enrolment: true })).statusCode).toBe(201);
    expect(await t.db.select().from(courseStudents).where(eq(courseStudents.studentId, student.studentId))).toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.refund')).orderBy(auditLog.id);
    expect(audit!.after).toMatchObject({ enrolment_revoked: true });
  });

  it('keeps the course when Razorpay refuses the refund that would have taken it away', async () => {
    const { order, student } = await paidOrder(ctx, 50_000);
    ctx.fake().setRefundBehaviour({ refuse: true });
    expect((await refund(order.id, { amount: 50_000, reason: 'Left the course', revoke_enrolment: true })).statusCode).toBe(502);
    expect(await t.db.select().from(courseStudents).where(eq(courseStudents.studentId, student.studentId))).toHaveLength(1);
  });

  it('refund_due orders are counted, filtered and gauged until refunded in full', async () => {
    const { order } = await paidOrder(ctx, 70_000);
    await t.db.update(payments).set({ status: 'refund_due', refundReason: 'already_enrolled' }).where(eq(payments.id, order.id));
    expect(await counts()).toEqual({ refund_due: 1, refunds_failed: 0 });
    const listed = await t.app.inject({ method: 'GET', url: adminApi.orders({ attention: 'refund_due' }), headers: admin.auth });
    expect(listed.json().results.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect((await refund(order.id, { amount: 70_000, reason: 'Paid twice' })).statusCode).toBe(201);
    expect(await counts()).toEqual({ refund_due: 0, refunds_failed: 0 });
    const after = await t.app.inject({ method: 'GET', url: adminApi.orders({ attention: 'refund_due' }), headers: admin.auth });
    expect(after.json().total).toBe(0);
  });

  it('only admins refund or read refunds: 401 for a visitor, 403 for a student and an editor', async () => {
    const { order } = await paidOrder(ctx, 50_000);
    await expectAdminOnly(t.app, t.db, { method: 'POST', url: adminApi.orderRefunds(order.id), payload: { amount: 1000, reason: 'x' } });
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: adminApi.orderRefunds(order.id) });
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: adminApi.orderCounts() });
    expect(await t.db.select().from(refunds)).toHaveLength(0);
  });
});

describe.each(DRIVERS)('refund gauges on %s', (driver) => {
  const METRICS_TOKEN = 'metrics-token-for-refund-tests-0123456789';
  const ctx = useRefundsApp(driver, { METRICS_TOKEN });
  const scrape = async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('exports orders_refund_due and refunds_failed at scrape time', async () => {
    const { t } = ctx;
    expect(await scrape()).toMatch(/^orders_refund_due 0$/m);
    const { order } = await paidOrder(ctx, 70_000);
    await t.db.update(payments).set({ status: 'refund_due' }).where(eq(payments.id, order.id));
    const admin = await signUpAs(t.app, t.db, 'admin');
    ctx.fake().setRefundBehaviour({ refuse: true });
    await t.app.inject({ method: 'POST', url: adminApi.orderRefunds(order.id), headers: admin.auth, payload: { amount: 70_000, reason: 'x' } });
    const text = await scrape();
    expect(text).toMatch(/^orders_refund_due 1$/m);
    expect(text).toMatch(/^refunds_failed 1$/m);
  });
});
