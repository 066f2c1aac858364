// An SMTP server that acknowledges later than the send timeout. The send was
// abandoned after delivery and retried seconds later with a new Message-ID, for 48 h (12 mails
// became 56 deliveries in 3 minutes). Now every attempt of a row is the same message, a send cut
// by the timeout waits OUTBOX_UNKNOWN_RETRY_MS, and a late acknowledgement marks the row sent
// (decision 122). Through the API's real nodemailer transport to a real, slow SMTP server.
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { outbox } from '../../src/db/schema';
import { testConfig } from '../helpers/app';
import { DRIVERS, openTestDatabase, type TestDatabase } from '../helpers/database';
import { startSmtpCapture, type SmtpCapture } from '../helpers/smtp';

const SEND_TIMEOUT_MS = 200;
const ACK_DELAY_MS = 1_200;
const MAILS = 6;
const MINUTE = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DRIVERS)('outbox against an SMTP server that acknowledges late, on %s', (driver) => {
  let smtp: SmtpCapture;
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let now = Date.now();

  beforeAll(async () => {
    smtp = await startSmtpCapture({ ackDelayMs: ACK_DELAY_MS });
    testDb = await openTestDatabase(driver);
    const config = testConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Vidya <no-reply@vidya.example>', OUTBOX_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS) });
    app = await buildApp({ config, database: testDb.database, outboxAuto: false, orderExpiryAuto: false, rumAuto: false, clock: () => new Date(now) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
    await smtp?.close();
  });

  it('delivers each mail once, under one Message-ID, however long the worker keeps draining', async () => {
    for (let i = 0; i < MAILS; i++) {
      const res = await app.inject({ method: 'POST', url: '/leads', payload: { type: 'contact', name: `Lead ${i}`, email: `lead${i}@example.com` } });
      expect(res.statusCode).toBe(202);
    }
    now = Date.now() + 1;

    // Five minutes of the worker's time per round, 25 in all: far past the 5 s backoff that resent
    // at once, within the unknown outcome's wait.
    for (let round = 0; round < 5; round++) {
      await app.outbox.drain();
      now += 5 * MINUTE;
      await sleep(SEND_TIMEOUT_MS);
    }
    // Every late acknowledgement has arrived and been recorded.
    await sleep(ACK_DELAY_MS + 500);
    // Long after the unknown outcome's retry time: nothing is sent again.
    now += 2 * 60 * MINUTE;
    await app.outbox.drain();
    await sleep(ACK_DELAY_MS + 300);

    const subjects = smtp.mails.map((mail) => mail.subject).sort();
    expect(subjects).toEqual(Array.from({ length: MAILS }, (_, i) => `New contact lead: Lead ${i}`).sort());
    const rows = await testDb.database.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((row) => row.status)).toEqual(Array(MAILS).fill('sent'));
    // The Message-ID is the row's, so a resend (at-least-once) would be the same message.
    expect(smtp.mails.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => `<${row.messageId}@vidya.example>`).sort());
  });
});
