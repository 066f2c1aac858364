// The mail outbox for staff (decision 105): the summary and the retry of parked mail.
import { asc, eq } from 'drizzle-orm';
import { outboxRetryResponseSchema, outboxSummarySchema } from '@sap-academy/contracts/admin';
import { auditLog, outbox } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('admin outbox on %s', (driver) => {
  const t = useTestApp(driver);
  const message = { kind: 'lead-notification', payload: { to: 'sales@example.com', subject: 'New contact lead', text: 'Hello' } };

  it.each([
    ['GET', '/admin/outbox'],
    ['POST', '/admin/outbox/retry-parked'],
  ] as const)('%s %s: 401 visitor, 403 student and editor', async (method, url) => {
    await t.db.insert(outbox).values({ ...message, status: 'parked' });
    await expectAdminOnly(t.app, t.db, { method, url });
    // Signing up the visitors queued their welcome mails: only the parked message is this test's.
    const [parked] = await t.db.select().from(outbox).where(eq(outbox.kind, message.kind));
    expect(parked!.status).toBe('parked');
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toHaveLength(0);
  });

  it('summarises pending and parked mail with the newest parked error', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    await t.db.delete(outbox); // the admin's welcome e-mail: this test counts its own rows
    const empty = await t.app.inject({ method: 'GET', url: '/admin/outbox', headers: admin.auth });
    expect(empty.json()).toEqual({ pending: 0, parked: 0, last_error: null });

    await t.db.insert(outbox).values([
      { ...message, status: 'pending' },
      { ...message, status: 'sent' },
      { ...message, status: 'parked', lastError: 'Invalid login: 535 bad credentials', createdAt: new Date(Date.now() - 60_000) },
      { ...message, status: 'parked', lastError: 'getaddrinfo ENOTFOUND smtp.example.com' },
    ]);
    const res = await t.app.inject({ method: 'GET', url: '/admin/outbox', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(outboxSummarySchema.parse(res.json())).toEqual({ pending: 1, parked: 2, last_error: 'getaddrinfo ENOTFOUND smtp.example.com' });
  });

  it('re-queues parked mail as pending with fresh attempts, writes the audit row, and the worker then sends it', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    await t.db.delete(outbox); // the admin's welcome e-mail: this test counts its own rows
    await t.db.insert(outbox).values([
      { ...message, status: 'parked', attempts: 200, lastError: 'SMTP down' },
      { ...message, status: 'parked', attempts: 150, lastError: 'SMTP down' },
      { ...message, status: 'sent' },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/admin/outbox/retry-parked', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(outboxRetryResponseSchema.parse(res.json())).toEqual({ retried: 2 });
    const rows = await t.db.select().from(outbox).orderBy(asc(outbox.id));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
      ['sent', 0],
    ]);
    const [audit] = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: admin.userId, action: 'outbox.retry_parked', entity: 'outbox', entityId: 'parked', after: { retried: 2 } });

    expect(await t.app.outbox.drain()).toBe(2);
    expect(t.mailer.sent).toHaveLength(2);
    expect((await t.app.inject({ method: 'GET', url: '/admin/outbox', headers: admin.auth })).json()).toEqual({ pending: 0, parked: 0, last_error: null });

    // Nothing parked: nothing to do, still answered (and recorded: staff pressed the button).
    expect((await t.app.inject({ method: 'POST', url: '/admin/outbox/retry-parked', headers: admin.auth })).json()).toEqual({ retried: 0 });
    expect(await t.db.select().from(auditLog).orderBy(auditLog.id)).toHaveLength(2);
  });
});
