// An HR contact's company (decision 149): the dashboard, invites by e-mail and CSV (all or nothing,
// with a report of every rejected row), removal (an unstarted learner's seat goes back, a started
// one's stays spent; only the company's enrolment is revoked), the CSV export, and isolation: an HR
// contact of one company gets 403/404 on everything of another, a plain student 403, a visitor 401.
import { and, eq } from 'drizzle-orm';
import {
  COMPANY_CSV_COLUMNS,
  COMPANY_CSV_MAX_BYTES,
  COMPANY_MESSAGES,
  companyCsvRejectedSchema,
  companyDashboardSchema,
  myCompaniesResponseSchema,
} from '@sap-academy/contracts';
import { auditLog, companyLearners, courseStudents, users } from '../../../src/db/schema';
import { createCompany, type CompanyFixture } from '../../helpers/companies';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { signUp, type StudentSession } from '../../helpers/fixtures';
import { complete, certificatesOf } from '../../helpers/certificates';
import { multipart } from '../../helpers/upload-fixtures';
import { multipartForm } from '../../helpers/assignments';

describe.each(DRIVERS)('HR company routes on %s', (driver) => {
  const t = useTestApp(driver);
  const get = (url: string, who?: StudentSession) => t.app.inject({ method: 'GET', url, ...(who && { headers: who.auth }) });
  const invite = (c: CompanyFixture, payload: object, who: StudentSession = c.hr) =>
    t.app.inject({ method: 'POST', url: `/lms/company/${c.id}/learners`, headers: who.auth, payload });
  const upload = (companyId: number, poolId: number, text: string, who: StudentSession) => {
    const body = multipart('learners.csv', Buffer.from(text), 'file', 'text/csv');
    return t.app.inject({
      method: 'POST',
      url: `/lms/company/${companyId}/pools/${poolId}/learners.csv`,
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const remove = (companyId: number, learnerId: number, who: StudentSession) =>
    t.app.inject({ method: 'DELETE', url: `/lms/company/${companyId}/learners/${learnerId}`, headers: who.auth });
  const dashboard = async (c: CompanyFixture) => companyDashboardSchema.parse((await get(`/lms/company/${c.id}`, c.hr)).json());

  it('lists the companies the caller is HR of, and none for a plain student', async () => {
    const c = await createCompany(t.app, t.db);
    const mine = myCompaniesResponseSchema.parse((await get('/lms/companies', c.hr)).json());
    expect(mine.results).toEqual([{ id: c.id, name: expect.stringMatching(/^Company /) }]);
    expect((await get('/lms/companies', await signUp(t.app))).json()).toEqual({ results: [] });
    expect((await get('/lms/companies')).statusCode).toBe(401);
  });

  it('HR of two companies lists both and reads each dashboard, and still gets 403 on a third', async () => {
    const a = await createCompany(t.app, t.db);
    const b = await createCompany(t.app, t.db, { admin: a.admin });
    const third = await createCompany(t.app, t.db, { admin: a.admin });
    const added = await t.app.inject({ method: 'POST', url: `/admin/companies/${b.id}/admins`, headers: a.admin.auth, payload: { email: a.hr.email } });
    expect(added.statusCode).toBe(201);
    const bLearner = await signUp(t.app, 'B Learner');
    expect((await invite(b, { pool_id: b.poolId, email: bLearner.email }, a.hr)).statusCode).toBe(201);

    const mine = myCompaniesResponseSchema.parse((await get('/lms/companies', a.hr)).json());
    expect(mine.results.map((c) => c.id).sort((x, y) => x - y)).toEqual([a.id, b.id]);
    expect((await dashboard({ ...b, hr: a.hr })).learners.map((l) => l.email)).toEqual([bLearner.email]);
    expect((await dashboard({ ...a, hr: a.hr })).learners).toEqual([]);
    for (const url of [`/lms/company/${third.id}`, `/lms/company/${third.id}/learners.csv`]) {
      const refused = await get(url, a.hr);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: COMPANY_MESSAGES.notCompanyAdmin });
    }
  });

  it('invites an existing student and a new address; the dashboard shows seats and each learner at 0 %', async () => {
    const c = await createCompany(t.app, t.db, { seats: 3, sections: [2] });
    const ravi = await signUp(t.app, 'Ravi Kumar');
    const first = await invite(c, { pool_id: c.poolId, email: ravi.email.toUpperCase() });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Ravi Kumar',
      email: ravi.email,
      progress_percent: 0,
      quiz_best_percent: null,
      certificate: false,
      started: false,
    });
    const fresh = await invite(c, { pool_id: c.poolId, email: 'anita.new@acme.example', name: 'Anita Shah' });
    expect(fresh.statusCode).toBe(201);
    const [account] = await t.db.select().from(users).where(eq(users.email, 'anita.new@acme.example'));
    expect(account).toMatchObject({ name: 'Anita Shah', passwordHash: null });

    // Ravi's portal shows the course at once.
    const mine = (await get('/lms/enrolments', ravi)).json().results.map((e: { course_id: number }) => e.course_id);
    expect(mine).toContain(c.course.id);

    await complete(t.app, ravi, c.course.id, c.course.classIds[0]!);
    const board = await dashboard(c);
    expect(board.pools).toEqual([
      { id: c.poolId, course_id: c.course.id, course_title: expect.any(String), batch_id: null, batch: null, seats: 3, used: 2, free: 1 },
    ]);
    expect(board.learners.map((l) => [l.name, l.progress_percent, l.started])).toEqual([
      ['Anita Shah', 0, false],
      ['Ravi Kumar', 50, true],
    ]);
    expect(board.learners[1]!.attendance).toEqual({ present: 0, late: 0, absent: 0 });
    expect(board.learners[1]!.assignments).toEqual({ submitted: 0, accepted: 0, returned: 0 });

    await complete(t.app, ravi, c.course.id, c.course.classIds[1]!);
    const done = (await dashboard(c)).learners.find((l) => l.email === ravi.email)!;
    expect(done.progress_percent).toBe(100);
    expect(done.certificate).toBe((await certificatesOf(t.db, ravi.studentId)).length === 1);
  });

  it('refuses an invite with the reason: already a learner, enrolled on their own (untouched), no free seat, bad input', async () => {
    const c = await createCompany(t.app, t.db, { seats: 1 });
    const own = await signUp(t.app, 'Paid Self');
    await t.app.inject({ method: 'POST', url: `/lms/course/${c.course.id}/join`, headers: own.auth, payload: {} });
    const enrolled = await invite(c, { pool_id: c.poolId, email: own.email });
    expect(enrolled.statusCode).toBe(409);
    expect(enrolled.json().detail).toBe(COMPANY_MESSAGES.alreadyEnrolled);

    const one = await signUp(t.app, 'One');
    expect((await invite(c, { pool_id: c.poolId, email: one.email })).statusCode).toBe(201);
    expect((await invite(c, { pool_id: c.poolId, email: one.email })).json().detail).toBe(COMPANY_MESSAGES.alreadyMember);
    const full = await invite(c, { pool_id: c.poolId, email: 'late@acme.example' });
    expect(full.statusCode).toBe(409);
    expect(full.json().detail).toBe(COMPANY_MESSAGES.noFreeSeat);
    expect(await t.db.select().from(users).where(eq(users.email, 'late@acme.example'))).toHaveLength(0);

    const bad = await invite(c, { pool_id: c.poolId, email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe(COMPANY_MESSAGES.invalidEmail);
    expect((await invite(c, { pool_id: 999999, email: 'x@acme.example' })).statusCode).toBe(404);
    // The student's own enrolment is still there.
    expect(
      await t.db
        .select()
        .from(courseStudents)
        .where(and(eq(courseStudents.studentId, own.studentId), eq(courseStudents.courseId, c.course.id))),
    ).toHaveLength(1);
  });

  it('applies a CSV all or nothing: one bad row rejects the file with every bad row reported', async () => {
    const c = await createCompany(t.app, t.db, { seats: 3 });
    const member = await signUp(t.app, 'Already Here');
    expect((await invite(c, { pool_id: c.poolId, email: member.email })).statusCode).toBe(201);

    const csv = ['email,name', 'a.one@acme.example,"Iyer, Anand"', 'not-mail,Bad', '', 'A.ONE@acme.example,Dup', `${member.email},Member`].join('\r\n');
    const res = await upload(c.id, c.poolId, csv, c.hr);
    expect(res.statusCode).toBe(422);
    const body = companyCsvRejectedSchema.parse(res.json());
    expect(body.detail).toBe(COMPANY_MESSAGES.csvRejected);
    expect(body.rejected).toEqual([
      { row: 3, email: 'not-mail', reason: COMPANY_MESSAGES.invalidEmail },
      { row: 5, email: 'A.ONE@acme.example', reason: COMPANY_MESSAGES.duplicateRow },
      { row: 6, email: member.email, reason: COMPANY_MESSAGES.alreadyMember },
    ]);
    // Nothing half-applied: no account for the good row, no learner.
    expect(await t.db.select().from(users).where(eq(users.email, 'a.one@acme.example'))).toHaveLength(0);
    expect(await t.db.select().from(companyLearners).where(eq(companyLearners.poolId, c.poolId))).toHaveLength(1);

    // More rows than free seats: the rows past the last free seat are refused, nothing applied.
    const over = await upload(c.id, c.poolId, 'email\nb1@acme.example\nb2@acme.example\nb3@acme.example\n', c.hr);
    expect(over.statusCode).toBe(422);
    expect(over.json().rejected).toEqual([{ row: 4, email: 'b3@acme.example', reason: COMPANY_MESSAGES.noFreeSeat }]);
    expect(await t.db.select().from(users).where(eq(users.email, 'b1@acme.example'))).toHaveLength(0);

    const good = await upload(c.id, c.poolId, '\uFEFFEmail,Name\nb1@acme.example,"Bala ""B"" Rao"\nb2@acme.example,\n', c.hr);
    expect(good.statusCode).toBe(201);
    expect(good.json()).toEqual({ added: 2 });
    const names = (await dashboard(c)).learners.map((l) => l.name).sort();
    expect(names).toEqual(['Already Here', 'Bala "B" Rao', 'b2']);
  });

  it('refuses an unusable file (wrong header, no rows, not UTF-8, no file) with 4xx {detail}', async () => {
    const c = await createCompany(t.app, t.db);
    const cases: [string | Buffer, string][] = [
      ['mail,name\nx@acme.example,X\n', COMPANY_MESSAGES.csvHeader],
      ['email,name\n', COMPANY_MESSAGES.csvEmpty],
      [Buffer.from([0x65, 0x6d, 0x61, 0x69, 0x6c, 0x0a, 0xff, 0xfe]), COMPANY_MESSAGES.csvNotText],
    ];
    for (const [text, detail] of cases) {
      const body = multipart('x.csv', Buffer.isBuffer(text) ? text : Buffer.from(text));
      const res = await t.app.inject({
        method: 'POST',
        url: `/lms/company/${c.id}/pools/${c.poolId}/learners.csv`,
        headers: { ...c.hr.auth, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(detail);
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: `/lms/company/${c.id}/pools/${c.poolId}/learners.csv`,
      headers: { ...c.hr.auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    // A multipart body without a file: 422 in the words the portal's form uses before sending.
    const noFile = multipartForm([]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/lms/company/${c.id}/pools/${c.poolId}/learners.csv`,
      headers: { ...c.hr.auth, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(COMPANY_MESSAGES.csvNoFile);
    // Over the byte limit: 413, likewise.
    const big = multipart('big.csv', Buffer.alloc(COMPANY_CSV_MAX_BYTES + 1, 'a'));
    const tooLarge = await t.app.inject({
      method: 'POST',
      url: `/lms/company/${c.id}/pools/${c.poolId}/learners.csv`,
      headers: { ...c.hr.auth, ...big.headers },
      payload: big.payload,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().detail).toBe(COMPANY_MESSAGES.csvTooLarge);
  });

  it('removes a learner: an unstarted one frees the seat, a started one keeps it spent; only the company enrolment goes', async () => {
    const c = await createCompany(t.app, t.db, { seats: 2 });
    const [idle, busy] = [await signUp(t.app, 'Idle'), await signUp(t.app, 'Busy')];
    const idleId = (await invite(c, { pool_id: c.poolId, email: idle.email })).json().id;
    const busyId = (await invite(c, { pool_id: c.poolId, email: busy.email })).json().id;
    await complete(t.app, busy, c.course.id, c.course.classIds[0]!);

    const freed = await remove(c.id, idleId, c.hr);
    expect(freed.statusCode).toBe(200);
    expect(freed.json()).toEqual({ seat_freed: true });
    const spent = await remove(c.id, busyId, c.hr);
    expect(spent.json()).toEqual({ seat_freed: false });
    expect((await remove(c.id, busyId, c.hr)).statusCode).toBe(404);

    const board = await dashboard(c);
    expect(board.learners).toEqual([]);
    expect(board.pools[0]).toMatchObject({ used: 1, free: 1 });
    for (const who of [idle, busy]) {
      expect(
        await t.db
          .select()
          .from(courseStudents)
          .where(and(eq(courseStudents.studentId, who.studentId), eq(courseStudents.courseId, c.course.id))),
      ).toHaveLength(0);
    }
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entity, 'company')).orderBy(auditLog.id)).map((a) => a.action);
    expect(actions.filter((a) => a === 'company.learner_remove')).toHaveLength(2);
    expect(actions.filter((a) => a === 'company.learner_add')).toHaveLength(2);
  });

  it('exports the learners as CSV with the contract columns, audited', async () => {
    const c = await createCompany(t.app, t.db);
    const l = await signUp(t.app, '=cmd Learner');
    await invite(c, { pool_id: c.poolId, email: l.email });
    const res = await get(`/lms/company/${c.id}/learners.csv`, c.hr);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(COMPANY_CSV_COLUMNS.map((col) => `"${col}"`).join(','));
    expect(row).toContain(`"'=cmd Learner","${l.email}"`);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'company.export')).orderBy(auditLog.id)).length).toBe(1);
  });

  it('isolates companies: HR of A gets 403 on every route of B (and 404 on B ids under A); a student 403; a visitor 401', async () => {
    const a = await createCompany(t.app, t.db, { seats: 2 });
    const b = await createCompany(t.app, t.db, { seats: 2, admin: a.admin });
    const bLearner = await signUp(t.app, 'B Learner');
    const bId = (await invite(b, { pool_id: b.poolId, email: bLearner.email })).json().id;
    const student = await signUp(t.app, 'Plain Student');

    for (const who of [a.hr, student, bLearner]) {
      const tries = [
        await get(`/lms/company/${b.id}`, who),
        await get(`/lms/company/${b.id}/learners.csv`, who),
        await invite(b, { pool_id: b.poolId, email: 'intruder@acme.example' }, who),
        await upload(b.id, b.poolId, 'email\nintruder@acme.example\n', who),
        await remove(b.id, bId, who),
      ];
      expect(tries.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
      for (const r of tries) expect(r.json()).toEqual({ detail: COMPANY_MESSAGES.notCompanyAdmin });
    }
    // B's pool and learner named under A's company: not found, and nothing changed.
    expect((await invite(a, { pool_id: b.poolId, email: 'x@acme.example' })).statusCode).toBe(404);
    expect((await upload(a.id, b.poolId, 'email\nx@acme.example\n', a.hr)).statusCode).toBe(404);
    expect((await remove(a.id, bId, a.hr)).statusCode).toBe(404);
    expect((await dashboard(a)).learners).toEqual([]);
    expect((await dashboard(b)).learners.map((l) => l.email)).toEqual([bLearner.email]);
    expect(await t.db.select().from(users).where(eq(users.email, 'intruder@acme.example'))).toHaveLength(0);
    // A visitor.
    expect((await get(`/lms/company/${b.id}`)).statusCode).toBe(401);
    expect((await get(`/lms/company/${b.id}/learners.csv`)).statusCode).toBe(401);
    // Bad ids: 422, not 500.
    expect((await get('/lms/company/abc', a.hr)).statusCode).toBe(422);
    expect((await get('/lms/company/99999999999', a.hr)).statusCode).toBe(422);
  });
});
