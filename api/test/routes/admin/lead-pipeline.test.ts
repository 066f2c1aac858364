// The lead pipeline (decision 145): owner, next action and line of business on a lead, the due
// list in India time by the injected clock, duplicates by e-mail or E.164 mobile and the student
// account, the first reply mailed once per key, and WhatsApp and call contacts on an audited timeline.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { LEAD_PIPELINE_MESSAGES, adminLeadDetailSchema, leadOwnersResponseSchema } from '@sap-academy/contracts/admin';
import { auditLog, leads, outbox } from '../../../src/db/schema';
import { LEAD_REPLY_KIND } from '../../../src/services/lead-pipeline';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { signUp } from '../../helpers/fixtures';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('lead pipeline on %s', (driver) => {
  const t = useTestApp(driver);
  const submit = (body: object) => t.app.inject({ method: 'POST', url: '/leads', payload: { name: 'Asha Rao', email: 'asha@example.com', ...body } });
  const leadRows = () => t.db.select().from(leads).orderBy(leads.id);

  it.each([
    ['GET', '/admin/leads/owners'],
    ['POST', '/admin/leads/1/reply'],
    ['POST', '/admin/leads/1/contacts'],
  ] as const)('%s %s: 401 visitor, 403 student and editor', async (method, url) => {
    await submit({ type: 'contact' });
    const payload = url.endsWith('reply')
      ? { key: randomUUID(), subject: 'Hi', text: 'Hello' }
      : url.endsWith('contacts')
        ? { kind: 'call', note: 'x' }
        : undefined;
    await expectAdminOnly(t.app, t.db, { method, url, ...(payload && { payload }) });
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, LEAD_REPLY_KIND))).toHaveLength(0);
  });

  it('derives the line of business from the form and page', async () => {
    for (const [type, page] of [
      ['contact', '/implementation/sap'],
      ['contact', '/staffing'],
      ['contact', '/training/corporate'],
      ['catalog', '/'],
      ['contact', '/courses/sap-mm'],
      ['contact', '/about'],
    ]) {
      expect((await submit({ type, page })).statusCode).toBe(202);
    }
    expect((await leadRows()).map((l) => l.lineOfBusiness)).toEqual(['erp_implementation', 'staffing', 'corporate', 'training', 'training', 'other']);
  });

  it('edits owner, next action and line of business (audited); an owner who is not an editor or admin is a 400; bad input is a 422', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin', 'Meera Admin');
    const editor = await signUpAs(t.app, t.db, 'editor', 'Ravi Editor');
    const trainer = await signUpAs(t.app, t.db, 'trainer');
    await submit({ type: 'contact' });
    const [lead] = await leadRows();
    const owners = leadOwnersResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/admin/leads/owners', headers: admin.auth })).json());
    expect(owners.results.map((o) => o.name)).toEqual(['Meera Admin', 'Ravi Editor']);

    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: `/admin/leads/${lead!.id}`, headers: admin.auth, payload });
    const bad = await patch({ version: 0, owner_id: trainer.userId });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: LEAD_PIPELINE_MESSAGES.ownerNotStaff });
    for (const payload of [
      { version: 0, next_action_on: '2026-13-01' },
      { version: 0, line_of_business: 'mining' },
      { version: 0, owner_id: 'x' },
    ]) {
      const res = await patch(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail: expect.any(String) });
    }
    const ok = await patch({ version: 0, owner_id: editor.userId, next_action_on: '2026-12-01', line_of_business: 'staffing' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      owner_id: editor.userId,
      owner_name: 'Ravi Editor',
      next_action_on: '2026-12-01',
      line_of_business: 'staffing',
      version: 1,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'lead.update')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ actorUserId: admin.userId, entityId: String(lead!.id) });
    expect(audit!.after).toMatchObject({ owner_id: editor.userId, next_action_on: '2026-12-01', line_of_business: 'staffing' });
  });

  it("lists open leads due today or overdue in India time by the app's clock", async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    await t.db.insert(leads).values([
      { type: 'contact', name: 'Overdue', email: 'a@example.com', nextActionOn: '2026-03-09' },
      { type: 'contact', name: 'Today', email: 'b@example.com', nextActionOn: '2026-03-10', status: 'contacted' },
      { type: 'contact', name: 'Tomorrow', email: 'c@example.com', nextActionOn: '2026-03-11' },
      { type: 'contact', name: 'Won today', email: 'd@example.com', nextActionOn: '2026-03-10', status: 'won' },
      { type: 'contact', name: 'No date', email: 'e@example.com' },
    ]);
    // 2026-03-09 18:30 UTC is 2026-03-10 00:00 in India.
    t.clock.offsetMs = new Date('2026-03-09T18:30:00Z').getTime() - Date.now();
    const names = async () =>
      (await t.app.inject({ method: 'GET', url: '/admin/leads?due=today&sort=name', headers: admin.auth })).json().results.map((l: { name: string }) => l.name);
    expect(await names()).toEqual(['Overdue', 'Today']);
    t.clock.offsetMs -= 1000; // 23:59:59 on the 9th in India
    expect(await names()).toEqual(['Overdue']);
    const bad = await t.app.inject({ method: 'GET', url: '/admin/leads?due=tomorrow', headers: admin.auth });
    expect(bad.statusCode).toBe(422);
  });

  it('links leads with the same e-mail (any case) or E.164 mobile, and the student account with that e-mail', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const student = await signUp(t.app, 'Kiran Student');
    await submit({ type: 'contact', email: student.email.toUpperCase(), mobile: '98765 43210' });
    await submit({ type: 'catalog', email: 'other@example.com', mobile: '+91 98765 43210' });
    await submit({ type: 'webinar', email: student.email });
    await submit({ type: 'contact', email: 'stranger@example.com', mobile: 'call me' });
    const [first, second, third, stranger] = await leadRows();
    const view = async (id: number) =>
      adminLeadDetailSchema.parse((await t.app.inject({ method: 'GET', url: `/admin/leads/${id}`, headers: admin.auth })).json());
    const one = await view(first!.id);
    expect(one.related.map((r) => [r.id, r.match])).toEqual([
      [second!.id, 'mobile'],
      [third!.id, 'email'],
    ]);
    expect(one.student).toEqual({ id: student.studentId, name: 'Kiran Student' });
    expect((await view(second!.id)).related.map((r) => r.id)).toEqual([first!.id]);
    expect((await view(second!.id)).student).toBeNull();
    expect((await view(stranger!.id)).related).toEqual([]);
  });

  it('mails the first reply once per key (a double click, even at once), logs it and moves a new lead to contacted', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin', 'Meera Admin');
    await submit({ type: 'contact', subject: 'SAP MM' });
    const [lead] = await leadRows();
    const key = randomUUID();
    const reply = (k = key) =>
      t.app.inject({
        method: 'POST',
        url: `/admin/leads/${lead!.id}/reply`,
        headers: admin.auth,
        payload: { key: k, subject: 'Your enquiry about SAP MM', text: 'Hi Asha,\nThanks.' },
      });
    const [a, b] = await Promise.all([reply(), reply()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await reply()).statusCode).toBe(200);
    const queued = await t.db.select().from(outbox).where(eq(outbox.kind, LEAD_REPLY_KIND));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ to: 'asha@example.com', subject: 'Your enquiry about SAP MM', text: 'Hi Asha,\nThanks.' });
    const detail = adminLeadDetailSchema.parse((await reply()).json());
    expect(detail.status).toBe('contacted');
    expect(detail.contacts).toEqual([expect.objectContaining({ kind: 'email', note: 'Your enquiry about SAP MM', actor_name: 'Meera Admin' })]);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lead.contact'), eq(auditLog.entityId, String(lead!.id))))
        .orderBy(auditLog.id),
    ).toHaveLength(1);

    // Another click (a new key) is another mail.
    expect((await reply(randomUUID())).statusCode).toBe(200);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, LEAD_REPLY_KIND))).toHaveLength(2);
    t.mailer.reset();
    await t.app.outbox.drain();
    expect(t.mailer.sent.filter((m) => m.subject === 'Your enquiry about SAP MM')).toHaveLength(2);

    for (const payload of [
      { key: 'nope', subject: 'x', text: 'y' },
      { key: randomUUID(), subject: '', text: 'y' },
      { key: randomUUID(), subject: 'x' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: `/admin/leads/${lead!.id}/reply`, headers: admin.auth, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ detail: expect.any(String) });
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/admin/leads/999999/reply',
      headers: admin.auth,
      payload: { key: randomUUID(), subject: 'x', text: 'y' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('logs a WhatsApp chat (E.164 mobile only) and a call with its note on the timeline, audited', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin', 'Meera Admin');
    await submit({ type: 'contact', mobile: '98765 43210' });
    await submit({ type: 'contact', email: 'b@example.com', mobile: 'evenings only' });
    const [withMobile, asTyped] = await leadRows();
    const contact = (id: number, payload: object) => t.app.inject({ method: 'POST', url: `/admin/leads/${id}/contacts`, headers: admin.auth, payload });
    expect((await contact(withMobile!.id, { kind: 'whatsapp' })).statusCode).toBe(201);
    const call = await contact(withMobile!.id, { kind: 'call', note: 'Wants the weekend batch' });
    expect(call.statusCode).toBe(201);
    expect(adminLeadDetailSchema.parse(call.json()).contacts.map((c) => [c.kind, c.note])).toEqual([
      ['call', 'Wants the weekend batch'],
      ['whatsapp', ''],
    ]);
    const noMobile = await contact(asTyped!.id, { kind: 'whatsapp' });
    expect(noMobile.statusCode).toBe(400);
    expect(noMobile.json()).toEqual({ detail: LEAD_PIPELINE_MESSAGES.noMobile });
    const noNote = await contact(asTyped!.id, { kind: 'call', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ detail: LEAD_PIPELINE_MESSAGES.callNeedsNote });
    expect((await contact(asTyped!.id, { kind: 'email' })).statusCode).toBe(422);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'lead.contact')).orderBy(auditLog.id)).toHaveLength(2);
  });
});
