// Offline payments (decision 142): staff record a bank transfer, UPI payment or cheque with its
// proof; the order settles through the same step as an online payment (paid, enrolled, the tax
// invoice and the receipt mail), exactly once even when two staff record it at once.
import { mkdtempSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { OFFLINE_PAYMENT_MESSAGES, REFUND_MESSAGES, adminOfflinePaymentsSchema, offlinePaymentResponseSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { auditLog, batchMembers, courseStudents, invoices, offlinePayments, outbox, payments } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { createBatch } from '../../helpers/batches';
import { DRIVERS, EVERY_DRIVER, type Driver } from '../../helpers/database';
import { insertCourse, signUpVerified } from '../../helpers/fixtures';
import { REGISTERED_SELLER } from '../../helpers/gst';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';
import { FILES } from '../../helpers/upload-fixtures';
import { offlinePaymentForm } from '../../helpers/offline-payment';
import { settings } from '../../../src/db/schema';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'offline-payments-'));
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));
const storedFiles = () => (existsSync(STORAGE_DIR) ? readdirSync(STORAGE_DIR, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []);

function suite(driver: Driver) {
  const t = useTestApp(driver, { STORAGE_DIR });
  beforeEach(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));
  const proof = { name: 'transfer-slip.pdf', bytes: FILES.pdf };

  async function openOrder(price = 118_000) {
    const student = await signUpVerified(t.app, t.db);
    const course = await insertCourse(t.db, { price });
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
    const [order] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, join.json().payment.order_id as string));
    return { student, course, order: order! };
  }
  const record = (who: { auth: Record<string, string> }, orderId: number, fields: Record<string, string>, file: typeof proof | null = proof) => {
    const body = offlinePaymentForm(fields, file);
    return t.app.inject({ method: 'POST', url: adminApi.orderOfflinePayment(orderId), headers: { ...who.auth, ...body.headers }, payload: body.payload });
  };
  const fieldsFor = (amount: number) => ({ method: 'bank_transfer', reference: 'UTR 4021 7788 1123', received_on: '2026-11-27', amount: String(amount) });

  return { t, proof, openOrder, record, fieldsFor };
}

describe.each(DRIVERS)('offline payments on %s', (driver) => {
  const { t, openOrder, record, fieldsFor } = suite(driver);

  it('settles the order like an online payment: paid, enrolled, invoiced, receipt queued; audited, proof stored', async () => {
    await t.db.insert(settings).values({ key: 'tax', value: REGISTERED_SELLER });
    const admin = await signUpAs(t.app, t.db, 'admin');
    const { order, student, course } = await openOrder();
    const res = await record(admin, order.id, fieldsFor(118_000));
    expect(res.statusCode).toBe(201);
    const body = offlinePaymentResponseSchema.parse(res.json());
    expect(body).toEqual({ order_id: order.id, status: 'paid', offline_payment_id: expect.any(Number) });
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, order.id));
    expect(paid).toMatchObject({ status: 'paid', providerPaymentId: `offline_${body.offline_payment_id}` });
    expect(await t.db.select().from(courseStudents).where(eq(courseStudents.studentId, student.studentId))).toEqual([
      expect.objectContaining({ courseId: course.id }),
    ]);
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, order.id))).toHaveLength(1);
    expect((await t.db.select().from(outbox)).length).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(offlinePayments);
    expect(row).toMatchObject({
      method: 'bank_transfer',
      reference: 'UTR 4021 7788 1123',
      receivedOn: '2026-11-27',
      amount: 118_000,
      proofType: 'application/pdf',
      recordedBy: admin.userId,
    });
    expect(storedFiles()).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'order.offline_payment')).orderBy(auditLog.id)).toHaveLength(1);

    // Razorpay cannot refund money it never took.
    const refund = await t.app.inject({ method: 'POST', url: adminApi.orderRefunds(order.id), headers: admin.auth, payload: { amount: 1000, reason: 'x' } });
    expect(refund.statusCode).toBe(409);
    expect(refund.json()).toEqual({ detail: REFUND_MESSAGES.offlinePayment });

    // Recorded again: the order took its money already.
    const again = await record(admin, order.id, fieldsFor(118_000));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: OFFLINE_PAYMENT_MESSAGES.notPayable });
  });

  it('refuses a proof that is not a PDF or an image by its content, a wrong amount, bad fields and a missing file', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const { order } = await openOrder(50_000);
    const disguised = await record(admin, order.id, fieldsFor(50_000), { name: 'slip.pdf', bytes: FILES.exe });
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json()).toEqual({ detail: OFFLINE_PAYMENT_MESSAGES.proofType });
    const wrong = await record(admin, order.id, fieldsFor(49_999));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ detail: OFFLINE_PAYMENT_MESSAGES.wrongAmount });
    for (const fields of [
      { ...fieldsFor(50_000), method: 'cash' },
      { ...fieldsFor(50_000), reference: ' ' },
      { ...fieldsFor(50_000), received_on: '27/11/2026' },
      { ...fieldsFor(50_000), amount: '5.5' },
    ]) {
      const bad = await record(admin, order.id, fields);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ detail: expect.any(String) });
    }
    const noFile = await record(admin, order.id, fieldsFor(50_000), null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json()).toMatchObject({ detail: OFFLINE_PAYMENT_MESSAGES.noProof });
    expect(await t.db.select().from(offlinePayments)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
    const [still] = await t.db.select().from(payments).where(eq(payments.id, order.id));
    expect(still!.status).toBe('created');
  });

  it('is for admins only: 401 for a visitor, 403 for a student and an editor', async () => {
    const { order } = await openOrder();
    await expectAdminOnly(t.app, t.db, { method: 'POST', url: adminApi.orderOfflinePayment(order.id), payload: {} });
  });

  it("lists the order's offline payment and serves its proof as an attachment of its checked type, nosniff", async () => {
    const admin = await signUpAs(t.app, t.db, 'admin', 'Asha Admin');
    const { order } = await openOrder(90_000);
    const empty = await t.app.inject({ method: 'GET', url: adminApi.orderOfflinePayment(order.id), headers: admin.auth });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);

    const png = await record(admin, order.id, { ...fieldsFor(90_000), method: 'upi' }, { name: 'upi screenshot.png', bytes: FILES.png });
    expect(png.statusCode).toBe(201);
    const listed = adminOfflinePaymentsSchema.parse(
      (await t.app.inject({ method: 'GET', url: adminApi.orderOfflinePayment(order.id), headers: admin.auth })).json(),
    );
    expect(listed).toEqual([
      {
        id: png.json().offline_payment_id,
        order_id: order.id,
        method: 'upi',
        reference: 'UTR 4021 7788 1123',
        received_on: '2026-11-27',
        amount: 90_000,
        proof_type: 'image/png',
        recorded_by: 'Asha Admin',
        created_at: expect.any(String),
      },
    ]);

    const proof = await t.app.inject({ method: 'GET', url: adminApi.offlinePaymentProof(listed[0]!.id), headers: admin.auth });
    expect(proof.statusCode).toBe(200);
    // The type the bytes were checked to be; the name is the server's, never the uploader's.
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.headers['content-disposition']).toBe(
      `attachment; filename="offline-payment-${listed[0]!.id}-proof.png"; filename*=UTF-8''offline-payment-${listed[0]!.id}-proof.png`,
    );
    expect(proof.headers['x-content-type-options']).toBe('nosniff');
    expect(proof.headers['cache-control']).toBe('private, no-store');
    expect(proof.rawPayload.equals(FILES.png)).toBe(true);
  });

  it('answers 404 for a missing order, a missing payment and a proof gone from the storage', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    expect((await t.app.inject({ method: 'GET', url: adminApi.orderOfflinePayment(999_999), headers: admin.auth })).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: adminApi.offlinePaymentProof(999_999), headers: admin.auth });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Offline payment not found.' });
    const { order } = await openOrder(30_000);
    const res = await record(admin, order.id, fieldsFor(30_000));
    rmSync(STORAGE_DIR, { recursive: true, force: true });
    const gone = await t.app.inject({ method: 'GET', url: adminApi.offlinePaymentProof(res.json().offline_payment_id as number), headers: admin.auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: OFFLINE_PAYMENT_MESSAGES.proofGone });
    const bad = await t.app.inject({ method: 'GET', url: '/admin/offline-payments/abc/proof', headers: admin.auth });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('serves the list and the proof to admins only: 401 for a visitor, 403 for a student and an editor', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const { order } = await openOrder(40_000);
    const res = await record(admin, order.id, fieldsFor(40_000));
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: adminApi.orderOfflinePayment(order.id) });
    await expectAdminOnly(t.app, t.db, { method: 'GET', url: adminApi.offlinePaymentProof(res.json().offline_payment_id as number) });
  });
});

describe.each(DRIVERS)('an offline payment for a live batch on %s', (driver) => {
  const { t, record, fieldsFor } = suite(driver);

  it('seats the student and queues the calendar invite, as an online payment does (decision 146)', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const student = await signUpVerified(t.app, t.db);
    const course = await insertCourse(t.db, { price: 90_000 });
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 3 });
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: { batch_id: batch.id } });
    expect(join.statusCode).toBe(201);
    const [order] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, join.json().payment.order_id as string));
    expect((await record(admin, order!.id, fieldsFor(order!.amount))).statusCode).toBe(201);
    expect(await t.db.select().from(batchMembers).where(eq(batchMembers.batchId, batch.id))).toEqual([
      expect.objectContaining({ studentId: student.studentId, status: 'enrolled' }),
    ]);
    const invites = (await t.db.select().from(outbox).where(eq(outbox.kind, 'batch-invite'))).filter(
      (row) => (row.payload as { to: string }).to === student.email,
    );
    expect(invites).toHaveLength(1);
  });
});

describe.each(EVERY_DRIVER)('offline payment race on %s', (driver) => {
  const { t, openOrder, record, fieldsFor } = suite(driver);

  it('two staff record the same payment at once: one settles, the other is a 409', async () => {
    const [first, second] = [await signUpAs(t.app, t.db, 'admin', 'First Admin'), await signUpAs(t.app, t.db, 'admin', 'Second Admin')];
    const { order } = await openOrder(70_000);
    const answers = await Promise.all([first, second].map((who) => record(who, order.id, fieldsFor(70_000))));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect([OFFLINE_PAYMENT_MESSAGES.alreadyRecorded, OFFLINE_PAYMENT_MESSAGES.notPayable]).toContain(
      answers.find((res) => res.statusCode === 409)!.json().detail,
    );
    expect(await t.db.select().from(offlinePayments)).toHaveLength(1);
    expect(await t.db.select().from(courseStudents)).toHaveLength(1);
    const [paid] = await t.db.select().from(payments).where(eq(payments.id, order.id));
    expect(paid!.status).toBe('paid');
    expect(storedFiles()).toHaveLength(1);
  });
});
