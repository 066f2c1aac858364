// End to end through SMTP: a student pays, the outbox worker renders the receipt mail and sends
// it with the API's real nodemailer transport to a real SMTP server, where it arrives with an
// HTML part, a text part and the receipt PDF, whose text is read back.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { BUSINESS_NAME } from '../../src/mail/brand';
import { testConfig } from '../helpers/app';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/database';
import { insertCoupon, insertCourse, signUpVerified } from '../helpers/fixtures';
import { checkoutResult } from '../helpers/payments';
import { pdfText } from '../helpers/pdf';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp';

describe.each(DRIVERS)('receipt mail over SMTP on %s', (driver) => {
  let smtp: SmtpCapture;
  let testDb: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    testDb = await openTestDatabase(driver);
    // No mailer given: the app builds its own nodemailer transport from SMTP_URL.
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: `${BUSINESS_NAME} <no-reply@vidya.example>`, PUBLIC_SITE_URL: 'https://www.vidya.example' });
    app = await buildApp({ config, database: testDb.database, outboxAuto: false, orderExpiryAuto: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    await smtp?.close();
  });

  it('arrives with HTML, text and the receipt PDF: ₹ amount, discount, the name, the course and the receipt number', async () => {
    const student = await signUpVerified(app, testDb.database.db, 'Zoë Ñúñez');
    const course = await insertCourse(testDb.database.db, { price: 2_999_900, title: 'SAP FICO Masterclass' });
    await insertCoupon(testDb.database.db, { code: 'SAVE5K', discountAmount: 500_000 });
    const join = await app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: { coupon: 'SAVE5K' } });
    const orderId = join.json().payment.order_id as string;
    const paid = await app.inject({ method: 'PATCH', url: `/lms/course/${course.id}/payment/status`, headers: student.auth, payload: checkoutResult(orderId) });
    expect(paid.statusCode).toBe(200);
    const [order] = (await app.inject({ method: 'GET', url: '/lms/orders', headers: student.auth })).json().results;
    const number = order.receipt_number as string;

    await app.outbox.drain();
    const mail = await smtp.waitFor((m) => m.subject?.includes('receipt') ?? false);
    expect(mail.subject).toBe(`Your ${BUSINESS_NAME} receipt ${number}`);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : []).toEqual([student.email]);
    expect(mail.from?.value[0]).toMatchObject({ name: BUSINESS_NAME, address: 'no-reply@vidya.example' });
    expect(mail.html).toEqual(expect.stringContaining('₹24,999.00'));
    expect(mail.html).toEqual(expect.stringContaining('href="https://www.vidya.example/lms/orders"'));
    expect(mail.text).toContain('Hi Zoë Ñúñez,');
    expect(mail.text).toContain('₹24,999.00');

    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `receipt-${number}.pdf`, contentDisposition: 'attachment' });
    // The very file the student can download again from Orders.
    const download = await app.inject({ method: 'GET', url: `/lms/orders/${order.id}/receipt`, headers: student.auth });
    expect(download.rawPayload.equals(pdf!.content)).toBe(true);
    const text = await pdfText(pdf!.content);
    for (const part of [
      number,
      'Zoë Ñúñez',
      'SAP FICO Masterclass',
      'List price',
      '₹29,999.00',
      'Discount (coupon SAVE5K) −₹5,000.00',
      'Amount paid ₹24,999.00',
      orderId,
    ]) {
      expect(text).toContain(part);
    }
  });
});
