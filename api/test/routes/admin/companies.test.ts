// Companies for staff (decision 149): admins only; the record with its GSTIN checked like billing
// details; HR contacts by e-mail (an unknown one gets a password-less account and the welcome
// mail); seat pools granted with a purchase reference, never cut below the seats in use; every
// change audited.
import { and, eq } from 'drizzle-orm';
import { ADMIN_COMPANY_MESSAGES, ADMIN_MESSAGES, adminCompanyDetailSchema, adminCompanyListResponseSchema } from '@sap-academy/contracts/admin';
import { GSTIN_MESSAGES } from '@sap-academy/contracts/gst';
import { auditLog, companyAdmins, outbox, users } from '../../../src/db/schema';
import { companyInput, createCompany } from '../../helpers/companies';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp } from '../../helpers/fixtures';
import { testGstin } from '../../helpers/gst';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('admin companies on %s', (driver) => {
  const t = useTestApp(driver);
  const admin = () => signUpAs(t.app, t.db, 'admin');
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: object, payload?: object) =>
    t.app.inject({ method, url, headers: auth as Record<string, string>, ...(payload && { payload }) });

  it.each([
    ['GET', '/admin/companies'],
    ['POST', '/admin/companies'],
    ['GET', '/admin/companies/1'],
    ['PUT', '/admin/companies/1'],
    ['POST', '/admin/companies/1/admins'],
    ['DELETE', '/admin/companies/1/admins/1'],
    ['POST', '/admin/companies/1/pools'],
    ['PUT', '/admin/companies/1/pools/1'],
  ] as const)('%s %s: 401 visitor, 403 student and editor', async (method, url) => {
    await expectAdminOnly(t.app, t.db, { method, url, ...(method !== 'GET' && method !== 'DELETE' && { payload: {} }) });
  });

  it('creates, lists, reads and edits a company; a stale edit is 409 and every change is audited', async () => {
    const me = await admin();
    const created = await send('POST', '/admin/companies', me.auth, {
      ...companyInput('Acme Manufacturing Pvt Ltd'),
      gstin: ` ${testGstin('27').toLowerCase()} `,
    });
    expect(created.statusCode).toBe(201);
    const company = created.json();
    expect(company).toMatchObject({ name: 'Acme Manufacturing Pvt Ltd', gstin: testGstin('27'), state: '27', version: 0 });

    const listed = await send('GET', '/admin/companies', me.auth);
    expect(listed.json()).toHaveProperty('results');
    const list = adminCompanyListResponseSchema.parse(listed.json());
    expect(list.results.map((c) => [c.name, c.seats, c.used])).toEqual([['Acme Manufacturing Pvt Ltd', 0, 0]]);

    const edited = await send('PUT', `/admin/companies/${company.id}`, me.auth, { ...companyInput('Acme Mfg'), gstin: '', version: 0 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Acme Mfg', gstin: '', version: 1 });
    const stale = await send('PUT', `/admin/companies/${company.id}`, me.auth, { ...companyInput('Acme Again'), version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ detail: ADMIN_MESSAGES.staleVersion });

    const detail = adminCompanyDetailSchema.parse((await send('GET', `/admin/companies/${company.id}`, me.auth)).json());
    expect(detail).toMatchObject({ name: 'Acme Mfg', admins: [], pools: [] });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'company'), eq(auditLog.entityId, String(company.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action).sort()).toEqual(['company.create', 'company.update']);
    expect((await send('GET', '/admin/companies/999999', me.auth)).statusCode).toBe(404);
  });

  it('refuses bad input with 422 {detail, fields} and a taken name with 409', async () => {
    const me = await admin();
    const bad = async (payload: object) => {
      const res = await send('POST', '/admin/companies', me.auth, payload);
      expect(res.statusCode).toBe(422);
      return res.json();
    };
    expect((await bad({ ...companyInput('X'), gstin: '27ABCDE1234F1ZZ' })).detail).toBe(GSTIN_MESSAGES.checksum);
    expect((await bad({ ...companyInput('X'), gstin: testGstin('29') })).fields).toEqual({
      'body.gstin': 'The GSTIN belongs to another state than the one chosen.',
    });
    expect((await bad({ ...companyInput(''), gstin: '' })).detail).toBe(ADMIN_COMPANY_MESSAGES.name);
    expect((await bad({ ...companyInput('X'), contact_email: 'not-mail' })).fields).toHaveProperty(['body.contact_email']);
    expect((await bad({ ...companyInput('X'), contact_phone: 'call me' })).detail).toBe(ADMIN_COMPANY_MESSAGES.phone);
    expect((await send('POST', '/admin/companies', me.auth, companyInput('Taken Ltd'))).statusCode).toBe(201);
    const taken = await send('POST', '/admin/companies', me.auth, companyInput('TAKEN LTD'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(ADMIN_COMPANY_MESSAGES.nameTaken);
  });

  it('adds HR contacts by e-mail (a new address gets an account without a password and the welcome mail) and removes them', async () => {
    const me = await admin();
    const { id } = (await send('POST', '/admin/companies', me.auth, companyInput('Contacts Ltd'))).json();
    const existing = await signUp(t.app, 'Meera Iyer');
    const added = await send('POST', `/admin/companies/${id}/admins`, me.auth, { email: existing.email.toUpperCase() });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ user_id: existing.userId, name: 'Meera Iyer', email: existing.email });
    expect((await send('POST', `/admin/companies/${id}/admins`, me.auth, { email: existing.email })).json().detail).toBe(ADMIN_COMPANY_MESSAGES.alreadyAdmin);

    const fresh = await send('POST', `/admin/companies/${id}/admins`, me.auth, { email: 'new.hr@acme.example', name: 'New Hr' });
    expect(fresh.statusCode).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.email, 'new.hr@acme.example'));
    expect(account).toMatchObject({ name: 'New Hr', passwordHash: null, role: 'student' });
    const mails = await t.db.select().from(outbox);
    expect(mails.some((m) => JSON.stringify(m.payload).includes('new.hr@acme.example'))).toBe(true);

    expect((await send('DELETE', `/admin/companies/${id}/admins/${existing.userId}`, me.auth)).statusCode).toBe(204);
    expect((await send('DELETE', `/admin/companies/${id}/admins/${existing.userId}`, me.auth)).statusCode).toBe(404);
    expect(await t.db.select().from(companyAdmins).where(eq(companyAdmins.companyId, id))).toHaveLength(1);
    expect((await send('POST', '/admin/companies/999999/admins', me.auth, { email: existing.email })).statusCode).toBe(404);
  });

  it('grants a pool once per course, edits it with its version, and never below the seats in use', async () => {
    const me = await admin();
    const company = await createCompany(t.app, t.db, { admin: me, seats: 2 });
    const other = await insertCourse(t.db);
    const dup = await send('POST', `/admin/companies/${company.id}/pools`, me.auth, { course_id: company.course.id, seats: 1, purchase_reference: '' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe(ADMIN_COMPANY_MESSAGES.poolExists);
    expect((await send('POST', `/admin/companies/${company.id}/pools`, me.auth, { course_id: 999999, seats: 1, purchase_reference: '' })).statusCode).toBe(422);
    expect((await send('POST', `/admin/companies/${company.id}/pools`, me.auth, { course_id: other.id, seats: -1, purchase_reference: '' })).statusCode).toBe(
      422,
    );
    expect((await send('POST', `/admin/companies/${company.id}/pools`, me.auth, { course_id: other.id, seats: 1.5, purchase_reference: '' })).statusCode).toBe(
      422,
    );

    const learner = await signUp(t.app, 'Learner One');
    const invite = await send('POST', `/lms/company/${company.id}/learners`, company.hr.auth, { pool_id: company.poolId, email: learner.email });
    expect(invite.statusCode).toBe(201);

    const url = `/admin/companies/${company.id}/pools/${company.poolId}`;
    const below = await send('PUT', url, me.auth, { seats: 0, purchase_reference: 'PO-1', version: 0 });
    expect(below.statusCode).toBe(422);
    expect(below.json().detail).toBe(ADMIN_COMPANY_MESSAGES.seatsBelowUsed(1));
    const raised = await send('PUT', url, me.auth, { seats: 5, purchase_reference: 'INV-2026-001', version: 0 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ seats: 5, used: 1, purchase_reference: 'INV-2026-001', version: 1 });
    expect((await send('PUT', url, me.auth, { seats: 6, purchase_reference: '', version: 0 })).statusCode).toBe(409);
    // Another company's pool id under this company is not found.
    const b = await createCompany(t.app, t.db, { admin: me });
    expect((await send('PUT', `/admin/companies/${company.id}/pools/${b.poolId}`, me.auth, { seats: 9, purchase_reference: '', version: 0 })).statusCode).toBe(
      404,
    );
  });
});
