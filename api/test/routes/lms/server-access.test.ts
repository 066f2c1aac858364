// Practice-server access (decision 150): N parallel enrolments for K credentials give K grants
// and N−K waiting places, never a shared credential (both drivers, decision 128); the password
// leaves only through the owner's reveal, never in a list, an audit row or a log line; expiry
// returns the credential after the reset staff confirm; reminders go once, 7 days and 1 day before;
// a student served from the waiting list is told once, without the password.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { auditLog, courses, outbox, practiceServerCredentials, practiceServerGrants } from '../../../src/db/schema';
import { formatIndiaDateTime } from '@sap-academy/contracts/india-time';
import { brandFrom } from '../../../src/mail/brand';
import { OUTBOX_PRIORITY } from '../../../src/mail/mail-kinds';
import { renderMail } from '../../../src/mail/render-mail';
import { useTestApp } from '../../helpers/app';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const DAY_MS = 86_400_000;
const SECRET = 'S3cret-Initial-Pw!';
const logLines: string[] = [];

describe.each(EVERY_DRIVER)('practice-server access on %s', (driver) => {
  // Every log line the app writes, kept for the check that no password reaches the log.
  const t = useTestApp(driver, { LOG_LEVEL: 'info' }, undefined, { logStream: { write: (line: string) => void logLines.push(line) } });
  let course: CourseFixture;
  let admin: StudentSession;

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [1] });
    await t.db.update(courses).set({ serverAccessDays: 30 }).where(eq(courses.id, course.id));
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const addCredential = (username: string, password = SECRET) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/practice-server/credentials',
      headers: admin.auth,
      payload: { host: 's4.example.com', client: '100', username, password },
    });
  const join = (who: StudentSession) => t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: who.auth, payload: {} });
  const mine = (who: StudentSession) => t.app.inject({ method: 'GET', url: '/lms/server-access', headers: who.auth });

  async function race(k: number, n: number) {
    for (let i = 0; i < k; i++) expect((await addCredential(`user-${driver}-${Date.now()}-${i}`)).statusCode).toBe(201);
    const students: StudentSession[] = [];
    for (let i = 0; i < n; i++) students.push(await signUp(t.app, `Racer ${i}`));
    const results = await Promise.all(students.map(join));
    expect(results.map((r) => r.statusCode)).toEqual(students.map(() => 201));
    const ids = new Set(students.map((s) => s.studentId));
    const grants = (await t.db.select().from(practiceServerGrants)).filter((g) => ids.has(g.studentId));
    const active = grants.filter((g) => g.status === 'active');
    expect(active).toHaveLength(Math.min(k, n));
    expect(grants.filter((g) => g.status === 'waiting')).toHaveLength(Math.max(0, n - k));
    expect(new Set(active.map((g) => g.credentialId)).size).toBe(active.length);
  }

  it('5 parallel enrolments for 2 credentials: 2 assigned, 3 waiting, an alert to admins', async () => {
    await race(2, 5);
    const alerts = await t.db.select().from(outbox).where(eq(outbox.kind, 'practice-server-alert'));
    expect(alerts.length).toBeGreaterThanOrEqual(3);
  });

  it('any K credentials and N enrolments: min(K, N) assigned, N−K waiting (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 5 }), async (k, n) => {
        await t.db.delete(practiceServerGrants);
        await t.db.delete(practiceServerCredentials);
        await race(k, n);
      }),
      { numRuns: 4 },
    );
  });

  it('the owner reveals the password; lists, audit rows and logs never carry it; another student gets 404', async () => {
    await addCredential('owner-login');
    const owner = await signUp(t.app, 'Owner');
    const other = await signUp(t.app, 'Other');
    await join(owner);
    const list = await mine(owner);
    expect(list.statusCode).toBe(200);
    const [grant] = list.json().results;
    expect(grant).toMatchObject({ status: 'active', host: 's4.example.com', client: '100', username: 'owner-login' });
    expect(new Date(grant.expires_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(29 * DAY_MS);
    expect(list.body).not.toContain(SECRET);

    expect((await t.app.inject({ method: 'POST', url: `/lms/server-access/${grant.id}/reveal`, headers: other.auth, payload: {} })).statusCode).toBe(404);
    const reveal = await t.app.inject({ method: 'POST', url: `/lms/server-access/${grant.id}/reveal`, headers: owner.auth, payload: {} });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.json()).toEqual({ password: SECRET });
    expect(reveal.headers['cache-control']).toBe('no-store');

    const overview = await t.app.inject({ method: 'GET', url: '/admin/practice-server', headers: admin.auth });
    expect(overview.statusCode).toBe(200);
    expect(overview.body).not.toContain(SECRET);
    const audits = await t.db.select().from(auditLog).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['practice_server.credential_add', 'practice_server.reveal']));
    expect(JSON.stringify(audits)).not.toContain(SECRET);
    const [stored] = await t.db.select().from(practiceServerCredentials);
    expect(stored!.passwordSealed).not.toContain(SECRET);
    expect(logLines.join('')).toContain('/lms/server-access');
    expect(logLines.join('')).not.toContain(SECRET);
  });

  it('bad input and callers: 422 for a missing password, 403 for an editor, 401 for a visitor, 409 for a duplicate login', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/admin/practice-server/credentials',
      headers: admin.auth,
      payload: { host: 'h', client: '1', username: 'u' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBeTruthy();
    const editor = await signUpAs(t.app, t.db, 'editor');
    expect((await t.app.inject({ method: 'GET', url: '/admin/practice-server', headers: editor.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/lms/server-access' })).statusCode).toBe(401);
    expect((await addCredential('dup')).statusCode).toBe(201);
    const dup = await addCredential('dup');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBeTruthy();
    const student = await signUp(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/lms/server-access/abc/reveal', headers: student.auth, payload: {} })).statusCode).toBeLessThan(500);
  });

  it('a waiting student is served when staff add a credential; renewal extends from the expiry', async () => {
    const student = await signUp(t.app);
    await join(student);
    expect((await mine(student)).json().results[0].status).toBe('waiting');
    await addCredential('late');
    const [grant] = (await mine(student)).json().results;
    expect(grant.status).toBe('active');
    const { grantServerAccess } = await import('../../../src/services/practice-server');
    const renewed = await grantServerAccess(t.db, { studentId: student.studentId, courseId: course.id, now: t.clock.now() });
    expect(renewed!.expiresAt!.getTime() - new Date(grant.expires_at).getTime()).toBe(30 * DAY_MS);
  });

  it('a student served from the waiting list gets one mail with the expiry in IST and the portal page, never the password', async () => {
    const student = await signUp(t.app, 'Waiting Student');
    const before = await signUp(t.app, 'Served At Once');
    await addCredential('first-come');
    await join(before);
    await join(student);
    const served = async () => t.db.select().from(outbox).where(eq(outbox.kind, 'server-access-ready'));
    expect(await served()).toHaveLength(0);

    expect((await addCredential('for-the-waiting', 'Waiting-Pw-9!')).statusCode).toBe(201);
    const [grant] = (await mine(student)).json().results;
    expect(grant.status).toBe('active');
    const rows = await served();
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row!.priority).toBe(OUTBOX_PRIORITY.transactional);
    expect(row!.payload).toMatchObject({ to: student.email, template: 'server-access-ready' });
    expect(JSON.stringify(row)).not.toMatch(/Waiting-Pw-9!|S3cret/);
    const { data } = row!.payload as { data: unknown };
    const mail = await renderMail('server-access-ready', data, {
      brand: brandFrom({ contact_email: 'help@vidya.example', phone: undefined }, 'https://www.vidya.example'),
      loadReceipt: async () => undefined,
    });
    for (const part of [mail.html, mail.text].map((p) => p.replace(/<!-- -->/g, '').replace(/\s+/g, ' '))) {
      expect(part).toContain(formatIndiaDateTime(new Date(grant.expires_at), { month: 'long', zone: true }));
      expect(part).toContain('https://www.vidya.example/lms/server-access');
      expect(part).toContain('s4.example.com');
      expect(part).not.toContain('Waiting-Pw-9!');
    }

    // Another credential with nobody waiting: no second mail.
    await addCredential('spare');
    expect(await served()).toHaveLength(1);
  });

  it('a reset that serves the next waiting student mails that student once, and nobody else', async () => {
    const created = (await addCredential('only-one')).json();
    const holder = await signUp(t.app, 'Holder');
    const next = await signUp(t.app, 'Next In Line');
    await join(holder);
    await join(next);
    const [held] = (await mine(holder)).json().results;
    expect(await t.app.practiceServer.expireDue(new Date(new Date(held.expires_at).getTime() + 1000))).toBe(1);
    const reset = await t.app.inject({
      method: 'POST',
      url: `/admin/practice-server/credentials/${created.id}/reset`,
      headers: admin.auth,
      payload: { password: 'Reset-Pw-7!' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await mine(next)).json().results[0].status).toBe('active');
    const rows = await t.db.select().from(outbox).where(eq(outbox.kind, 'server-access-ready'));
    expect(rows.map((r) => (r.payload as { to: string }).to)).toEqual([next.email]);
    expect(JSON.stringify(rows)).not.toContain('Reset-Pw-7!');
  });

  it('reminders 7 days and 1 day before expiry, each once; expiry needs a confirmed reset before the pool', async () => {
    const created = (await addCredential('expiring')).json();
    const student = await signUp(t.app);
    await join(student);
    const [grant] = (await mine(student)).json().results;
    const expires = new Date(grant.expires_at).getTime();
    const reminders = async () => (await t.db.select().from(outbox).where(eq(outbox.kind, 'server-access-expiring'))).map((r) => r.dedupKey);

    await t.app.reminders.run(new Date(expires - 8 * DAY_MS));
    expect(await reminders()).toHaveLength(0);
    await t.app.reminders.run(new Date(expires - 7 * DAY_MS + 1000));
    await t.app.reminders.run(new Date(expires - 6 * DAY_MS));
    expect(await reminders()).toHaveLength(1);
    // A branded mail (templated), to the student, naming the host and the end; never the password.
    const [weekAhead] = await t.db.select().from(outbox).where(eq(outbox.kind, 'server-access-expiring'));
    expect(weekAhead!.payload).toEqual({
      to: student.email,
      template: 'server-access-expiring',
      data: { name: expect.any(String), host: created.host, expiresAt: new Date(expires).toISOString(), daysLeft: 7 },
    });
    expect(JSON.stringify(weekAhead!.payload)).not.toContain(SECRET);
    await t.app.reminders.run(new Date(expires - DAY_MS + 1000));
    await t.app.reminders.run(new Date(expires - DAY_MS + 2000));
    expect(await reminders()).toHaveLength(2);

    expect(await t.app.practiceServer.expireDue(new Date(expires + 1000))).toBe(1);
    await t.app.reminders.run(new Date(expires + 2000));
    expect(await reminders()).toHaveLength(2);
    const [afterExpiry] = (await mine(student)).json().results;
    expect(afterExpiry).toMatchObject({ status: 'expired', username: null });

    const overview = (await t.app.inject({ method: 'GET', url: '/admin/practice-server', headers: admin.auth })).json();
    expect(overview.credentials.find((c: { id: number }) => c.id === created.id).state).toBe('needs_reset');
    const reset = await t.app.inject({
      method: 'POST',
      url: `/admin/practice-server/credentials/${created.id}/reset`,
      headers: admin.auth,
      payload: { password: 'New-Pw-1' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().state).toBe('free');
    const again = await t.app.inject({
      method: 'POST',
      url: `/admin/practice-server/credentials/${created.id}/reset`,
      headers: admin.auth,
      payload: { password: 'x' },
    });
    expect(again.statusCode).toBe(409);
  });
});
