import { leads, outbox } from '../../src/db/schema';
import { MESSAGES, OUTBOX_BACKOFF_BASE_MS } from '../../src/config/constants';
import { backoffMs } from '../../src/plugins/app/outbox';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { sql } from 'drizzle-orm';
import { UNSAFE_TEXT_MESSAGE } from 'mfe-shared/contracts';

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
  const t = useTestApp(driver, { SALES_EMAIL: 'sales@example.com', OUTBOX_MAX_ATTEMPTS: '3' });
  const post = (payload: object) => t.app.inject({ method: 'POST', url: '/leads', payload });
  // Makes every pending message due now, as if its backoff had passed.
  const timeTravel = () => t.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

  it('stores the lead before answering 202 and queues one notification', async () => {
    const res = await post(contact);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: MESSAGES.leadReceived });
    const [lead] = await t.db.select().from(leads);
    expect(lead).toMatchObject({ type: 'contact', email: 'meera@example.com', utmSource: 'google', utmCampaign: 'sap-mm', utmMedium: null });
    const [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({ kind: 'lead-notification', status: 'pending' });
    expect(await t.app.outbox.drain()).toBe(1);
    expect(t.mailer.sent).toEqual([
      expect.objectContaining({ to: 'sales@example.com', subject: 'New contact lead: Meera Iyer' }),
    ]);
    expect(t.mailer.sent[0]!.text).toContain('We need SAP MM training');
  });

  it('accepts the catalog form with only name and e-mail (§5) and the webinar form', async () => {
    expect((await post({ type: 'catalog', name: 'A', email: 'a@example.com' })).statusCode).toBe(202);
    expect((await post({ type: 'webinar', name: 'B', email: 'b@example.com', mobile: '' })).statusCode).toBe(202);
    expect(await t.db.select().from(leads)).toHaveLength(2);
  });

  it('keeps retrying through an SMTP outage and loses nothing', async () => {
    await post(contact);
    t.mailer.failuresLeft = 2;
    expect(await t.app.outbox.drain()).toBe(0);
    let [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP unavailable (simulated)' });
    expect(message!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is attempted.
    expect(await t.app.outbox.drain()).toBe(0);
    expect(t.mailer.failuresLeft).toBe(1);
    await timeTravel();
    expect(await t.app.outbox.drain()).toBe(0);
    await timeTravel();
    expect(await t.app.outbox.drain()).toBe(1);
    [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(t.mailer.sent).toHaveLength(1);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS, keeping the lead and the message (dead)', async () => {
    await post(contact);
    t.mailer.failuresLeft = 10;
    for (let i = 0; i < 3; i++) {
      await timeTravel();
      await t.app.outbox.drain();
    }
    const [message] = await t.db.select().from(outbox);
    expect(message).toMatchObject({ status: 'parked', attempts: 3 });
    expect(await t.db.select().from(leads)).toHaveLength(1);
  });

  it('backs off exponentially', () => {
    expect(backoffMs(1)).toBe(OUTBOX_BACKOFF_BASE_MS);
    expect(backoffMs(2)).toBe(2 * OUTBOX_BACKOFF_BASE_MS);
    expect(backoffMs(30)).toBe(60 * 60 * 1000);
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
      mobile: '+91 98765 43210',
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
