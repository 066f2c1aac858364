// The outbox never drops a lead (decision 105): hours of SMTP outage run in milliseconds on an
// injected clock, which the worker uses for every time it decides (leases, backoff, parking).
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { OUTBOX_BACKOFF_BASE_MS, OUTBOX_BATCH_SIZE, OUTBOX_LEASE_MS, OUTBOX_SEND_CONCURRENCY } from '../../src/config/constants';
import { outbox, settings } from '../../src/db/schema';
import { BUSINESS_NAME } from '../../src/mail/brand';
import { templatedMail } from '../../src/mail/mail-kinds';
import { backoffMs } from '../../src/plugins/app/outbox';
import { OTP_MAIL_KIND, SENT_CODE_TEXT, outboxRepository } from '../../src/repositories/outbox';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SEND_TIMEOUT_MS = 100;

describe('backoffMs', () => {
  it('doubles from 5 s and stops at the ceiling', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, 15 * MINUTE))).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(backoffMs(9, 15 * MINUTE)).toBe(15 * MINUTE);
    expect(backoffMs(10_000, 15 * MINUTE)).toBe(15 * MINUTE);
  });
});

/** One contact lead per name, each queuing its mail to staff. */
async function postContactLeads(app: FastifyInstance, names: string[]) {
  for (const name of names) {
    const res = await app.inject({ method: 'POST', url: '/leads', payload: { type: 'contact', name, email: 'lead@example.com' } });
    expect(res.statusCode).toBe(202);
  }
}

describe.each(EVERY_DRIVER)('outbox worker on %s', (driver) => {
  let now = Date.now();
  const clock = () => new Date(now);
  const t = useTestApp(driver, { OUTBOX_SEND_TIMEOUT_MS: String(SEND_TIMEOUT_MS) }, undefined, { clock });
  const retryForMs = () => t.config.OUTBOX_RETRY_FOR_HOURS * HOUR;

  beforeEach(() => {
    // Rows get created_at from the database's real clock; the fake one starts there.
    now = Date.now();
  });

  const postLeads = async (...names: string[]) => {
    await postContactLeads(t.app, names);
    // The rows were queued at the database's real time: the fake clock must not lag behind it.
    // +1: the database keeps microseconds, so a row stamped in this very millisecond is due only in the next one.
    now = Math.max(now, Date.now() + 1);
  };
  const rows = () => t.db.select().from(outbox).orderBy(asc(outbox.id));
  const sentSubjects = () => t.mailer.sent.map((m) => m.subject).sort();

  it('sends every lead exactly once after a 2-hour SMTP outage', async () => {
    await postLeads('Asha', 'Bala', 'Chitra');
    t.mailer.down = true;
    for (let elapsed = 0; elapsed < 2 * HOUR; elapsed += MINUTE) {
      expect(await t.app.outbox.drain()).toBe(0);
      now += MINUTE;
    }
    const during = await rows();
    expect(during.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    // More attempts than the old limit of 8, which parked these rows after ~11 minutes.
    for (const row of during) expect(row.attempts).toBeGreaterThan(8);

    t.mailer.down = false;
    now += t.config.OUTBOX_BACKOFF_MAX_MS;
    expect(await t.app.outbox.drain()).toBe(3);
    now += HOUR;
    expect(await t.app.outbox.drain()).toBe(0);
    expect(sentSubjects()).toEqual(['New contact lead: Asha', 'New contact lead: Bala', 'New contact lead: Chitra']);
    expect((await rows()).map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
  });

  it('backs off exponentially up to OUTBOX_BACKOFF_MAX_MS', async () => {
    await postLeads('Dev');
    t.mailer.down = true;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect(await t.app.outbox.drain()).toBe(0);
      const [row] = await rows();
      delays.push(row!.nextAttemptAt.getTime() - now);
      now = row!.nextAttemptAt.getTime();
    }
    const max = t.config.OUTBOX_BACKOFF_MAX_MS;
    expect(delays).toEqual(Array.from({ length: 12 }, (_, i) => Math.min(max, OUTBOX_BACKOFF_BASE_MS * 2 ** i)));
    expect(delays.at(-1)).toBe(max);
  });

  it('parks a row only after OUTBOX_RETRY_FOR_HOURS, and retry-parked puts it back', async () => {
    await postLeads('Esha');
    t.mailer.down = true;
    const [queued] = await rows();
    let attempts = 0;
    for (;;) {
      await t.app.outbox.drain();
      attempts++;
      const [row] = await rows();
      if (row!.status === 'parked') break;
      expect(now - queued!.createdAt.getTime()).toBeLessThan(retryForMs());
      now = row!.nextAttemptAt.getTime();
    }
    // Parked on the first attempt at or after the window's end, never before.
    expect(now - queued!.createdAt.getTime()).toBeGreaterThanOrEqual(retryForMs());
    expect(now - queued!.createdAt.getTime()).toBeLessThan(retryForMs() + t.config.OUTBOX_BACKOFF_MAX_MS + 1);
    expect(attempts).toBeGreaterThan(t.config.OUTBOX_RETRY_FOR_HOURS * 3); // ~4 an hour at the ceiling
    const [parked] = await rows();
    expect(parked).toMatchObject({ status: 'parked', lastError: 'SMTP unavailable (simulated outage)' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json().outbox).toEqual({ pending: 0, parked: 1 });

    now += HOUR;
    expect(await t.app.outbox.drain()).toBe(0); // parked rows are left alone
    expect(await outboxRepository(t.db).retryParked(clock())).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'pending', attempts: 0 });
    t.mailer.down = false;
    expect(await t.app.outbox.drain()).toBe(1);
    expect(sentSubjects()).toEqual(['New contact lead: Esha']);
    expect((await t.app.inject({ method: 'GET', url: '/health' })).json().outbox).toEqual({ pending: 0, parked: 0 });
  });

  it("retries a dead worker's lease within a minute, and the dead worker cannot overwrite the result", async () => {
    await postLeads('Farah');
    const repo = outboxRepository(t.db);
    // A worker claims the row and dies before sending.
    const [claimed] = await repo.claimDue(OUTBOX_BATCH_SIZE, clock(), OUTBOX_LEASE_MS);
    expect(claimed).toBeDefined();
    expect(OUTBOX_LEASE_MS).toBeLessThanOrEqual(60_000);
    expect(await t.app.outbox.drain()).toBe(0);
    now += OUTBOX_LEASE_MS - 1_000;
    expect(await t.app.outbox.drain()).toBe(0);
    now += 1_000;
    expect(await t.app.outbox.drain()).toBe(1);
    expect(sentSubjects()).toEqual(['New contact lead: Farah']);
    // The old worker wakes up and reports a failure for its expired lease: ignored.
    await repo.markFailed(claimed!, 'late report', null);
    expect((await rows())[0]).toMatchObject({ status: 'sent', lastError: null, attempts: 2 });
  });

  it('does not let a hanging send stop newer rows; only that row backs off', async () => {
    await postLeads('Hung', 'Ira', 'Jai', 'Kiran');
    t.mailer.hang = /Hung/;
    const started = Date.now();
    expect(await t.app.outbox.drain()).toBe(3);
    expect(Date.now() - started).toBeLessThan(SEND_TIMEOUT_MS * 20);
    expect(sentSubjects()).toEqual(['New contact lead: Ira', 'New contact lead: Jai', 'New contact lead: Kiran']);
    const [hung] = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(hung).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/timed out/) });
    // Handed to SMTP and never answered: maybe delivered, so retried much later (decision 122).
    expect(hung!.nextAttemptAt.getTime()).toBe(now + t.config.OUTBOX_UNKNOWN_RETRY_MS);

    // Newer leads keep flowing while the hung row waits for its backoff.
    await postLeads('Lata');
    expect(await t.app.outbox.drain()).toBe(1);
    t.mailer.hang = null;
    now += t.config.OUTBOX_UNKNOWN_RETRY_MS;
    expect(await t.app.outbox.drain()).toBe(1);
    expect(sentSubjects()).toContain('New contact lead: Hung');
  });

  it('claims rows by due time, so a backed-off row does not hold back newer ones', async () => {
    await postLeads(...Array.from({ length: OUTBOX_BATCH_SIZE }, (_, i) => `Old ${i}`));
    t.mailer.down = true;
    await t.app.outbox.drain();
    await postLeads('New');
    t.mailer.down = false;
    // The old rows are due again at the same time as the new one; the new one was due first.
    now += OUTBOX_BACKOFF_BASE_MS;
    await t.app.outbox.drain();
    expect(sentSubjects()).toContain('New contact lead: New');
  });

  it('leaves a row whose turn comes too late for its lease to the lease, instead of racing another worker', async () => {
    const names = Array.from({ length: OUTBOX_BATCH_SIZE }, (_, i) => `Late ${i}`);
    await postLeads(...names);
    const claimedAt = now;
    // Sends so slow that the batch's first round uses up the lease.
    t.mailer.onSend = () => {
      now += OUTBOX_LEASE_MS / OUTBOX_SEND_CONCURRENCY;
    };
    expect(await t.app.outbox.drain()).toBe(OUTBOX_SEND_CONCURRENCY);
    expect(t.mailer.calls).toBe(OUTBOX_SEND_CONCURRENCY);
    const left = await t.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(left).toHaveLength(OUTBOX_BATCH_SIZE - OUTBOX_SEND_CONCURRENCY);
    for (const row of left) expect(row.nextAttemptAt.getTime()).toBe(claimedAt + OUTBOX_LEASE_MS);
    t.mailer.onSend = null;
    expect(await t.app.outbox.drain()).toBe(OUTBOX_BATCH_SIZE - OUTBOX_SEND_CONCURRENCY);
    expect(sentSubjects()).toEqual(names.map((n) => `New contact lead: ${n}`).sort());
  });
});

// Two workers on one database. The default send timeout: with a 100 ms one, composing a mail
// while the other instance holds PGlite's one connection on a loaded machine timed out, the row
// backed off, and the drains ended before every row was sent, which is not what this test is about.
describe.each(EVERY_DRIVER)('two outbox workers on %s', (driver) => {
  let now = Date.now();
  const clock = () => new Date(now);
  const t = useTestApp(driver, {}, undefined, { clock });

  beforeEach(() => {
    now = Date.now();
  });

  const postLeads = async (...names: string[]) => {
    await postContactLeads(t.app, names);
    // The rows were queued at the database's real time: the fake clock must not lag behind it.
    // +1: the database keeps microseconds, so a row stamped in this very millisecond is due only in the next one.
    now = Math.max(now, Date.now() + 1);
  };
  const sentSubjects = () => t.mailer.sent.map((m) => m.subject).sort();

  it('sends each message exactly once with two app instances draining one database', async () => {
    const names = Array.from({ length: 3 * OUTBOX_BATCH_SIZE }, (_, i) => `Twin ${i}`);
    await postLeads(...names);
    const second = await buildApp({ config: t.config, database: t.app.database, mailer: t.mailer, outboxAuto: false, clock });
    try {
      t.mailer.delayMs = 2; // sends overlap across the two instances
      let total = 0;
      for (;;) {
        const [a, b] = await Promise.all([t.app.outbox.drain(), second.outbox.drain()]);
        total += a + b;
        if (a + b === 0) break;
      }
      expect(total).toBe(names.length);
      expect(t.mailer.calls).toBe(names.length);
      expect(sentSubjects()).toEqual(names.map((n) => `New contact lead: ${n}`).sort());
    } finally {
      await second.close();
    }
  });
});

// Templated mail: rendered by the worker when it sends, HTML and text; rows written
// before templates existed go out as they were. The default send timeout: rendering is real work.
describe.each(EVERY_DRIVER)('outbox worker with templated mail on %s', (driver) => {
  let now = Date.now();
  const clock = () => new Date(now);
  const t = useTestApp(driver, { PUBLIC_SITE_URL: 'https://www.vidya.example' }, undefined, { clock });

  const queue = async (...values: Array<typeof outbox.$inferInsert>) => {
    const inserted = await t.db.insert(outbox).values(values).returning();
    // +1: the database keeps microseconds, so a row stamped in this very millisecond is due only in the next one.
    now = Math.max(now, Date.now() + 1);
    return inserted;
  };
  const rowById = async (id: number) => (await t.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  beforeEach(() => {
    now = Date.now();
  });

  it('renders a templated row into subject, text and HTML, and sends a legacy row exactly as written', async () => {
    const [reset, legacy] = await queue(templatedMail('asha@example.com', 'reset-code', { name: 'Asha Rao', code: '550172', minutes: 10 }), {
      kind: 'lead-notification',
      payload: { leadId: 9, to: 'sales@example.com', subject: 'New contact lead: Asha', text: 'Name: Asha' },
    });
    expect(await t.app.outbox.drain()).toBe(2);
    const byTo = new Map(t.mailer.sent.map((m) => [m.to, m]));
    const mail = byTo.get('asha@example.com')!;
    expect(mail.subject).toBe(`Reset your ${BUSINESS_NAME} password`);
    expect(mail.text).toContain('550172');
    expect(mail.text).toContain('Hi Asha Rao,');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('550172');
    expect(mail.attachments).toBeUndefined();
    // Nothing added to, or taken from, a row written the old way.
    // (The Message-ID is the row's, as for every row: decision 122.)
    expect(byTo.get('sales@example.com')).toEqual({
      to: 'sales@example.com',
      subject: 'New contact lead: Asha',
      text: 'Name: Asha',
      messageId: `<${legacy!.messageId}@sap-academy.local>`,
    });
    expect((await rowById(reset!.id)).status).toBe('sent');
    expect((await rowById(legacy!.id)).status).toBe('sent');
  });

  it('reads the settings when it sends: a contact e-mail changed after queueing is the one in the mail', async () => {
    await queue(templatedMail('asha@example.com', 'welcome', { name: 'Asha Rao' }));
    await t.db.insert(settings).values({ key: 'contact_email', value: 'desk@vidya.example' });
    await t.app.outbox.drain();
    const [mail] = t.mailer.sent;
    expect(mail!.text).toContain('desk@vidya.example');
    expect(mail!.html).toContain('href="https://www.vidya.example/lms"');
  });

  it('keeps no one-time code once sent: data.code of templated code mails, the text of legacy login-code rows', async () => {
    const rows = await queue(
      templatedMail('a@example.com', 'otp-code', { code: '482913', minutes: 10 }),
      templatedMail('b@example.com', 'reset-code', { name: 'B', code: '550172', minutes: 10 }),
      templatedMail('c@example.com', 'email-change-code', { name: 'C', code: '903115', minutes: 10 }),
      { kind: OTP_MAIL_KIND, payload: { to: 'd@example.com', subject: 'Your login code', text: 'Your code is 771234.' } },
      templatedMail('e@example.com', 'password-changed', { name: 'E', changedAt: '2026-03-05T10:00:00.000Z' }),
    );
    expect(await t.app.outbox.drain()).toBe(5);
    const stored = await Promise.all(rows.map((r) => rowById(r.id)));
    for (const row of stored.slice(0, 3)) {
      expect(row.status).toBe('sent');
      expect(JSON.stringify(row.payload)).not.toMatch(/482913|550172|903115/);
      expect(row.payload).toMatchObject({ to: expect.any(String), template: row.kind, data: { minutes: 10 } });
      expect((row.payload as { data: object }).data).not.toHaveProperty('code');
    }
    expect(stored[3]!.payload).toEqual({ to: 'd@example.com', subject: 'Your login code', text: SENT_CODE_TEXT });
    // Not a code mail: kept as queued.
    expect(stored[4]!.payload).toEqual(rows[4]!.payload);
  });

  it('fails and backs off a row whose template cannot be rendered, without stopping the others', async () => {
    const [broken, unknown, good] = await queue(
      { kind: 'otp-code', payload: { to: 'a@example.com', template: 'otp-code', data: { minutes: 10 } } },
      { kind: 'newsletter', payload: { to: 'b@example.com', template: 'newsletter', data: {} } },
      templatedMail('c@example.com', 'welcome', { name: 'Chitra' }),
    );
    const receiptless = (await queue(templatedMail('d@example.com', 'receipt', { paymentId: 999_999 })))[0]!;
    expect(await t.app.outbox.drain()).toBe(1);
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['c@example.com']);
    // A render failure is a failed attempt: nothing reached the mailer for those rows.
    expect(t.mailer.calls).toBe(1);
    expect((await rowById(good!.id)).status).toBe('sent');
    for (const [row, error] of [
      [broken!, /otp-code: unusable data \(code\)/],
      [unknown!, /unknown mail template "newsletter"/],
      [receiptless, /order 999999 has no receipt/],
    ] as const) {
      const stored = await rowById(row.id);
      expect(stored).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(error) });
      expect(stored.nextAttemptAt.getTime()).toBe(now + OUTBOX_BACKOFF_BASE_MS);
    }
    // Still failing on the next attempt, with the next backoff: never sent, never crashing.
    now += OUTBOX_BACKOFF_BASE_MS;
    expect(await t.app.outbox.drain()).toBe(0);
    const again = await rowById(broken!.id);
    expect(again).toMatchObject({ status: 'pending', attempts: 2 });
    expect(again.nextAttemptAt.getTime()).toBe(now + 2 * OUTBOX_BACKOFF_BASE_MS);
  });
});
