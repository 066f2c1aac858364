import { leads, outbox } from '../../src/db/schema';
import { MESSAGES } from '../../src/config/constants';
import { createServer, type AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { RETRY_DEFAULTS } from '../../src/db/retry';
import { testConfig, useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { UNSAFE_TEXT_MESSAGE } from '@sap-academy/contracts';

const contact = {
  type: 'contact',
  name: 'Meera Iyer',
  email: 'Meera@Example.com',
  mobile: '+91 98765 43210',
  subject: 'Corporate training',
  message: 'We need SAP MM training for 12 people.',
  page: '/contact',
  utm_source: 'google',
  utm_campaign: 'sap-mm',
};

describe.each(DRIVERS)('POST /leads on %s', (driver) => {
  const t = useTestApp(driver, { SALES_EMAIL: 'sales@example.com' });
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/leads', payload });

  it('stores the lead before answering 202 and queues one notification', async () => {
    const res = await post(contact);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: MESSAGES.leadReceived });
    const [lead] = await t.db.select().from(leads);
    expect(lead).toMatchObject({ type: 'contact', email: 'meera@example.com', utmSource: 'google', utmCampaign: 'sap-mm', utmMedium: null });
    const [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({ kind: 'lead-notification', status: 'pending' });
    expect(await t.app.outbox.drain()).toBe(1);
    expect(t.mailer.sent).toEqual([expect.objectContaining({ to: 'sales@example.com', subject: 'New contact lead: Meera Iyer' })]);
    expect(t.mailer.sent[0]!.text).toContain('We need SAP MM training');
  });

  it('accepts the catalog form with only name and e-mail (§5) and the webinar form', async () => {
    expect((await post({ type: 'catalog', name: 'A', email: 'a@example.com' })).statusCode).toBe(202);
    expect((await post({ type: 'webinar', name: 'B', email: 'b@example.com', mobile: '' })).statusCode).toBe(202);
    expect(await t.db.select().from(leads)).toHaveLength(2);
  });

  it('drops a honeypot submission silently with the same answer', async () => {
    const res = await post({ ...contact, website: 'http://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: MESSAGES.leadReceived });
    expect(await t.db.select().from(leads)).toHaveLength(0);
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });

  it.each([
    ['a missing name', { ...contact, name: ' ' }, 'body.name', 'Name is required!'],
    ['a bad e-mail', { ...contact, email: 'meera' }, 'body.email', 'A valid email is required'],
    ['an unknown type', { ...contact, type: 'spam' }, 'body.type', expect.any(String)],
    ['a huge message', { ...contact, message: 'x'.repeat(5001) }, 'body.message', expect.any(String)],
  ])('answers 422 for %s', async (_label, payload, field, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields[field]).toEqual(message);
    expect(await t.db.select().from(leads)).toHaveLength(0);
  });

  // Decision 109: a field can never add a line (or a header) to the sales e-mail.
  it('keeps single-line fields on one line and the message multi-line, in the database and the e-mail', async () => {
    const res = await post({
      ...contact,
      name: 'Meera\r\nBcc: victim@example.com',
      mobile: '+91\n98765\t43210',
      subject: 'Training\u2028Injected: yes\u0085x',
      page: '/contact\rX-Header: 1',
      utm_source: 'google\n\nfake body',
      message: 'Line one\r\nLine two\rLine three\u2028Line four\tend\u009b',
    });
    expect(res.statusCode).toBe(202);
    const [lead] = await t.db.select().from(leads);
    expect(lead).toMatchObject({
      name: 'Meera Bcc: victim@example.com',
      // One line first (decision 109), then E.164 (decision 123).
      mobile: '+919876543210',
      subject: 'Training Injected: yes x',
      page: '/contact X-Header: 1',
      utmSource: 'google fake body',
      message: 'Line one\nLine two\nLine three\nLine four end',
    });
    await t.app.outbox.drain();
    const [mail] = t.mailer.sent;
    expect(mail!.subject).toBe('New contact lead: Meera Bcc: victim@example.com');
    const clean = await post({ ...contact, message: undefined });
    expect(clean.statusCode).toBe(202);
    await t.app.outbox.drain();
    // The same number of lines before the message as a lead without any line breaks.
    const header = (text: string) => text.slice(0, text.indexOf('\n\n')).split('\n');
    expect(header(mail!.text)).toHaveLength(header(t.mailer.sent[1]!.text).length);
    expect(mail!.text.endsWith('Line one\nLine two\nLine three\nLine four end')).toBe(true);
  });

  // Decision 123: one spelling per number, so staff can call, WhatsApp and export it.
  it.each([
    ['+91 98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['098765 43210', '+919876543210'],
    ['91-98765-43210', '+919876543210'],
    ['(080) 2345 6789', '+918023456789'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('stores the mobile %j as E.164 %j, in the database and the sales e-mail', async (typed, e164) => {
    expect((await post({ ...contact, mobile: typed })).statusCode).toBe(202);
    const [lead] = await t.db.select().from(leads);
    expect(lead!.mobile).toBe(e164);
    await t.app.outbox.drain();
    expect(t.mailer.sent[0]!.text).toContain(`Mobile: ${e164}`);
  });

  it.each(['12345', 'call me after 6', '+91 12'])('keeps a mobile it cannot read as a number (%j) exactly as typed', async (typed) => {
    expect((await post({ ...contact, mobile: typed })).statusCode).toBe(202);
    const [lead] = await t.db.select().from(leads);
    expect(lead!.mobile).toBe(typed);
  });

  it.each([
    ['a NUL in the name', { ...contact, name: 'Meera\u0000' }, 'body.name'],
    ['a lone high surrogate in the message', { ...contact, message: 'hi \uD800 there' }, 'body.message'],
    ['a lone low surrogate in a UTM field', { ...contact, utm_term: '\uDFFF' }, 'body.utm_term'],
    ['an escape character in the subject', { ...contact, subject: '\u001b[31mred' }, 'body.subject'],
    ['a NUL in the honeypot', { ...contact, website: '\u0000' }, 'body.website'],
  ])('answers 422 (never 500) for %s and stores nothing', async (_label, payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: UNSAFE_TEXT_MESSAGE, fields: { [field]: UNSAFE_TEXT_MESSAGE } });
    expect(await t.db.select().from(leads)).toHaveLength(0);
  });
});

describe('POST /leads while the database stays down', () => {
  it('retries for the whole budget, then answers 503 "try again" with Retry-After, never 500', async () => {
    // A port that was just free: nothing listens there, every connection is refused.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const database = await openDatabase({ databaseUrl: `postgres://u:p@127.0.0.1:${port}/none`, poolSize: 2 });
    const app = await buildApp({ config: testConfig(), database, outboxAuto: false });
    try {
      const started = Date.now();
      const res = await app.inject({ method: 'POST', url: '/leads', payload: contact });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: MESSAGES.databaseUnavailable });
      expect(res.json().detail).toMatch(/try again/i);
      expect(res.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeGreaterThanOrEqual(RETRY_DEFAULTS.budgetMs - RETRY_DEFAULTS.maxDelayMs);
    } finally {
      await app.close();
      await database.close();
    }
  }, 30_000);
});
