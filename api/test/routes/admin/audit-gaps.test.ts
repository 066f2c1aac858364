// Decision 119: the leads CSV export, staff creation and promotion
// (user:create-admin), role changes and staff sign-ins each leave an audit row that admins read.
import { asc } from 'drizzle-orm';
import { auditLog, leads } from '../../../src/db/schema';
import { createOrPromoteStaff } from '../../../src/services/staff-accounts';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { STUDENT_PASSWORD } from '../../helpers/fixtures';
import { lastCode } from '../../helpers/mail';
import { allSessions } from './staff-session';

const STAFF = { email: 'ops@example.com', name: 'Ops Lead', password: 'a long staff password' };

describe.each(DRIVERS)('audit rows for exports, staff accounts and sign-ins on %s', (driver) => {
  const t = useTestApp(driver);
  const rows = () => t.db.select().from(auditLog).orderBy(asc(auditLog.id));

  it('GET /admin/leads.csv records who exported, with the filters, and no lead data', async () => {
    const s = await allSessions(t.app, t.db);
    await t.db.insert(leads).values({ type: 'contact', name: 'Meera Iyer', email: 'meera@example.com' });
    const res = await t.app.inject({ method: 'GET', url: '/admin/leads.csv?status=new&utm_source=google', headers: s.admin.auth });
    expect(res.statusCode).toBe(200);
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ actorUserId: s.admin.userId, action: 'lead.export', entity: 'lead', entityId: 'export', before: null });
    expect(row!.after).toEqual({ filters: { status: 'new', utm_source: 'google' } });
    const history = await t.app.inject({ method: 'GET', url: '/admin/audit?entity=lead&entity_id=export', headers: s.admin.auth });
    expect(history.json().results.map((r: { action: string }) => r.action)).toEqual(['lead.export']);
  });

  it('user:create-admin records the creation, a promotion with the old and new role, and a re-run; never the password', async () => {
    await createOrPromoteStaff(t.db, { ...STAFF, role: 'editor' }, t.config);
    await createOrPromoteStaff(t.db, { ...STAFF, role: 'admin' }, t.config);
    await createOrPromoteStaff(t.db, { ...STAFF, role: 'admin' }, t.config);
    const [created, promoted, rerun] = await rows();
    expect(created).toMatchObject({ actorUserId: null, action: 'staff.create', entity: 'staff', before: null });
    expect(created!.after).toMatchObject({ role: 'editor', email: STAFF.email });
    expect(promoted).toMatchObject({ action: 'staff.role', entityId: created!.entityId, before: { role: 'editor' }, after: { role: 'admin' } });
    expect(rerun).toMatchObject({ action: 'staff.password', entityId: created!.entityId });
    expect(JSON.stringify(await rows())).not.toContain(STAFF.password);
    expect(JSON.stringify(await rows())).not.toMatch(/\$argon2/);
  });

  it('a staff sign-in leaves a row; a student’s does not', async () => {
    const s = await allSessions(t.app, t.db);
    const login = (username: string) => t.app.inject({ method: 'POST', url: '/lms/login', payload: { username, password: STUDENT_PASSWORD } });
    expect((await login(s.student.email)).statusCode).toBe(200);
    expect(await rows()).toEqual([]);
    expect((await login(s.editor.email)).statusCode).toBe(200);
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ actorUserId: s.editor.userId, action: 'staff.sign_in', entity: 'staff', entityId: String(s.editor.userId) });
    // A failed attempt is not a sign-in.
    await t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: s.admin.email, password: 'wrong password here' } });
    expect(await rows()).toHaveLength(1);
    // Staff history is the admin's to read.
    expect((await t.app.inject({ method: 'GET', url: `/admin/audit?entity=staff&entity_id=${s.editor.userId}`, headers: s.editor.auth })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/admin/audit?entity=staff&entity_id=${s.editor.userId}`, headers: s.admin.auth })).json().results,
    ).toHaveLength(1);
  });

  it('a staff sign-in with an e-mail code leaves a row naming the method', async () => {
    const s = await allSessions(t.app, t.db);
    expect((await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: s.admin.email } })).statusCode).toBe(202);
    const otp = await lastCode(t.db, s.admin.email);
    const res = await t.app.inject({ method: 'POST', url: '/verify-otp', payload: { email: s.admin.email, otp } });
    expect(res.statusCode).toBe(200);
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ actorUserId: s.admin.userId, action: 'staff.sign_in', entity: 'staff', after: { role: 'admin', method: 'otp' } });
  });
});
