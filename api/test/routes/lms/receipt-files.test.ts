// Decision 121: a receipt is rendered once, stored, and served from the
// stored bytes with an ETag; a browser that has it gets a 304; a student looping on the download
// is rate-limited per student.
import { eq } from 'drizzle-orm';
import { payments, receiptFiles } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { EVERY_DRIVER, type Driver } from '../../helpers/database';
import { insertCourse, signUpVerified, type StudentSession } from '../../helpers/fixtures';
import { checkoutResult } from '../../helpers/payments';
import { pdfText } from '../../helpers/pdf';
import { accountApi } from '@sap-academy/contracts/paths';

const RECEIPT_LIMIT = 4;

function useStudentReceipts(driver: Driver, receiptLimit: number) {
  const t = useTestApp(driver, { RATE_LIMIT_RECEIPT_MAX: String(receiptLimit) });
  const session = {} as { student: StudentSession };
  beforeEach(async () => {
    session.student = await signUpVerified(t.app, t.db, 'Zoë Ñúñez');
  });

  const buy = async (who = session.student) => {
    const course = await insertCourse(t.db, { price: 100_000, title: 'SAP MM Essentials' });
    const join = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: who.auth, payload: {} });
    const orderId = join.json().payment.order_id as string;
    const paid = await t.app.inject({ method: 'PATCH', url: `/lms/course/${course.id}/payment/status`, headers: who.auth, payload: checkoutResult(orderId) });
    expect(paid.statusCode).toBe(200);
    return (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;
  };
  const download = (id: number, headers: Record<string, string> = {}, who = session.student) =>
    t.app.inject({ method: 'GET', url: accountApi.orderReceipt(id), headers: { ...who.auth, ...headers } });
  return { t, buy, download };
}

describe.each(EVERY_DRIVER)('stored receipts on %s', (driver) => {
  const { t, buy, download } = useStudentReceipts(driver, 1000);
  const stored = async (id: number) => (await t.db.select().from(receiptFiles).where(eq(receiptFiles.paymentId, id)))[0];

  it('stores the receipt when its mail goes out after the payment, and serves those very bytes with their ETag', async () => {
    const order = await buy();
    expect(await stored(order.id)).toBeUndefined();
    await t.app.outbox.drain();
    const file = await stored(order.id);
    expect(file).toMatchObject({ status: 'paid', etag: expect.stringMatching(/^"[A-Za-z0-9_-]{43}"$/) });
    const attachment = t.mailer.sent.find((mail) => mail.attachments?.length)!.attachments![0]!.content;
    expect(attachment.equals(file!.pdf)).toBe(true);

    const res = await download(order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe(file!.etag);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.rawPayload.equals(file!.pdf)).toBe(true);
  });

  it('answers 304 without the bytes when the browser already has the file', async () => {
    const order = await buy();
    const first = await download(order.id);
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await download(order.id, { 'if-none-match': ifNoneMatch });
      expect({ ifNoneMatch, status: again.statusCode, body: again.body, etag: again.headers.etag }).toEqual({ ifNoneMatch, status: 304, body: '', etag });
    }
    expect((await download(order.id, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('renders an older order’s receipt once at its first download, and a new one when the order becomes refund_due', async () => {
    const order = await buy();
    const [a, b] = await Promise.all([download(order.id), download(order.id)]);
    expect(a.statusCode).toBe(200);
    expect(b.headers.etag).toBe(a.headers.etag);
    const file = await stored(order.id);
    expect(file!.etag).toBe(a.headers.etag);

    await t.db.update(payments).set({ status: 'refund_due' }).where(eq(payments.id, order.id));
    const refund = await download(order.id, { 'if-none-match': a.headers.etag as string });
    expect(refund.statusCode).toBe(200);
    expect(refund.headers.etag).not.toBe(a.headers.etag);
    expect(await pdfText(refund.rawPayload)).toMatch(/refund due/i);
    expect(await stored(order.id)).toMatchObject({ status: 'refund_due', etag: refund.headers.etag });
  });
});

describe.each(EVERY_DRIVER)('receipt download limit on %s', (driver) => {
  const { t, buy, download } = useStudentReceipts(driver, RECEIPT_LIMIT);

  it(`limits downloads to ${RECEIPT_LIMIT} a window per student, not per address`, async () => {
    const order = await buy();
    for (let i = 0; i < RECEIPT_LIMIT; i++) expect((await download(order.id)).statusCode).toBe(200);
    const limited = await download(order.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: expect.stringMatching(/^Too many requests/) });
    // Another student on the same address still downloads.
    const other = await signUpVerified(t.app, t.db, 'Bala');
    const theirs = await buy(other);
    expect((await download(theirs.id, {}, other)).statusCode).toBe(200);
  });
});
