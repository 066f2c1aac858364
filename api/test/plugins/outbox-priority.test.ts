// One FIFO outbox made a login code wait 422 s behind 10,110 bulk mails
// (codes expire after 600 s). Transactional mail is claimed before bulk (decision 122).
import { sql } from 'drizzle-orm';
import { OUTBOX_BATCH_SIZE } from '../../src/config/constants';
import { outbox } from '../../src/db/schema';
import { OUTBOX_PRIORITY, TRANSACTIONAL_TEMPLATES, templatedMail } from '../../src/mail/mail-kinds';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { signUpVerified } from '../helpers/fixtures';

const BACKLOG = 10_000;

describe('outbox priorities', () => {
  it('makes codes, resets, security notices and receipts transactional, and welcomes bulk', () => {
    for (const template of TRANSACTIONAL_TEMPLATES) expect(templatedMail('a@example.com', template, {} as never).priority).toBe(OUTBOX_PRIORITY.transactional);
    expect(templatedMail('a@example.com', 'welcome', { name: 'A' }).priority).toBe(OUTBOX_PRIORITY.bulk);
    expect(TRANSACTIONAL_TEMPLATES).toEqual(expect.arrayContaining(['otp-code', 'reset-code', 'receipt']));
  });
});

describe.each(EVERY_DRIVER)('outbox claim order on %s', (driver) => {
  const t = useTestApp(driver);

  it(`sends a login code asked for behind ${BACKLOG.toLocaleString('en-IN')} bulk mails in the first batch`, async () => {
    const student = await signUpVerified(t.app, t.db, 'Asha');
    await t.db.delete(outbox); // the sign-up's own mails
    // The backlog: lead notifications and welcomes, all due before the code is asked for.
    await t.db.execute(sql`
      insert into ${outbox} (kind, payload, next_attempt_at, created_at)
      select 'lead-notification',
             jsonb_build_object('to', 'sales@example.com', 'subject', 'New contact lead: ' || n, 'text', 'lead ' || n),
             now() - interval '1 hour', now() - interval '1 hour'
      from generate_series(1, ${BACKLOG}) as n`);
    const res = await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: student.email } });
    expect(res.statusCode).toBe(202);
    t.clock.advance(1000);

    await t.app.outbox.drain();
    expect(t.mailer.sent).toHaveLength(OUTBOX_BATCH_SIZE);
    const codeMail = t.mailer.sent.find((mail) => mail.to === student.email && /verification code/.test(mail.subject));
    expect(codeMail).toBeDefined();
    // The rest of the first batch is bulk, oldest first: priority does not starve it further.
    expect(t.mailer.sent.filter((mail) => mail.to === 'sales@example.com')).toHaveLength(OUTBOX_BATCH_SIZE - 1);
  });
});
