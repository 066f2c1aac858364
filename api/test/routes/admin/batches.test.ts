// Live batches in the back office (decision 136): creation with its generated sessions, edits that
// regenerate only sessions to come, single-session moves and cancellations (sequence + 1), members
// and the waitlist, the roles (admins manage; a batch's trainer runs its sessions; other trainers
// get 403), bad input as 4xx {detail}, and every change audited.
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, BATCH_ADMIN_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { auditLog, sessionAttendance } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { addSession, batchBody, courseStudent, createBatch, joinBatch } from '../../helpers/batches';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { expectAdminOnly, signUpAs } from '../../helpers/staff';

describe.each(DRIVERS)('admin batches on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let admin: StudentSession;

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [1] });
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const auditActions = async (batchId: number) =>
    (
      await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'batch'), eq(auditLog.entityId, String(batchId))))
        .orderBy(auditLog.id)
    ).map((r) => r.action);

  it('creates a batch with its sessions generated from the timetable in India time, audited', async () => {
    const trainer = await signUpAs(t.app, t.db, 'trainer', 'Tara Trainer');
    const batch = await createBatch(t.app, admin, course.id, { trainer_user_id: trainer.userId, price_paise: 499_900, delivery: 'hybrid' });
    expect(batch).toMatchObject({
      course_id: course.id,
      seat_limit: 3,
      seats_taken: 0,
      seats_held: 0,
      waitlisted: 0,
      delivery: 'hybrid',
      price_paise: 499_900,
      status: 'open',
      version: 0,
    });
    expect(batch.trainer).toEqual({ id: trainer.userId, name: 'Tara Trainer' });
    expect(batch.sessions.map((s) => s.starts_at)).toEqual([
      '2030-01-07T13:30:00.000Z',
      '2030-01-09T13:30:00.000Z',
      '2030-01-11T13:30:00.000Z',
      '2030-01-14T13:30:00.000Z',
      '2030-01-16T13:30:00.000Z',
      '2030-01-18T13:30:00.000Z',
    ]);
    expect(batch.sessions.every((s) => s.sequence === 0 && s.status === 'scheduled' && !s.extra)).toBe(true);
    expect(await auditActions(batch.id)).toEqual(['batch.create']);
    const list = await t.app.inject({ method: 'GET', url: adminApi.batches({ course_id: course.id }), headers: admin.auth });
    expect(list.json().results.map((b: { id: number }) => b.id)).toEqual([batch.id]);
  });

  it('refuses bad input with 4xx {detail}: dates out of order, no weekday, a student as trainer, an unknown course', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: adminApi.batches(), headers: admin.auth, payload });
    for (const payload of [
      batchBody(course.id, { ends_on: '2030-01-01' }),
      batchBody(course.id, { timetable: { weekdays: [], start_time: '19:00', duration_minutes: 120 } }),
      batchBody(course.id, { timetable: { weekdays: ['MO'], start_time: '25:00', duration_minutes: 120 } }),
      batchBody(course.id, { seat_limit: 0 }),
      batchBody(course.id, { meeting_url: 'javascript:alert(1)' }),
      batchBody(course.id, {
        ends_on: '2035-01-18',
        timetable: { weekdays: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], start_time: '07:00', duration_minutes: 60 },
      }),
    ]) {
      const res = await post(payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const student = await signUp(t.app, 'Not A Trainer');
    const notTrainer = await post(batchBody(course.id, { trainer_user_id: student.userId }));
    expect(notTrainer.statusCode).toBe(422);
    expect(notTrainer.json().detail).toBe(BATCH_ADMIN_MESSAGES.notTrainer);
    expect((await post(batchBody(999_999))).statusCode).toBe(422);
  });

  it('is the admins’: a visitor 401, a student and an editor 403', async () => {
    await expectAdminOnly(t.app, t.db, { method: 'POST', url: adminApi.batches(), payload: batchBody(course.id) });
  });

  it('a trainer reads and runs only the batches they train (another trainer 403, 404 for no batch)', async () => {
    const [mine, other] = [await signUpAs(t.app, t.db, 'trainer', 'Mine'), await signUpAs(t.app, t.db, 'trainer', 'Other')];
    const batch = await createBatch(t.app, admin, course.id, { trainer_user_id: mine.userId });
    expect((await t.app.inject({ method: 'GET', url: adminApi.batch(batch.id), headers: mine.auth })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'GET', url: adminApi.batch(batch.id), headers: other.auth });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: BATCH_ADMIN_MESSAGES.notYourBatch });
    const cancel = await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, batch.sessions[0]!.id), headers: other.auth, payload: {} });
    expect(cancel.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: adminApi.batches(), headers: other.auth })).json().results).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: adminApi.batches(), headers: mine.auth })).json().results).toHaveLength(1);
    // Editing the batch itself stays the admins'.
    const edit = await t.app.inject({
      method: 'PUT',
      url: adminApi.batch(batch.id),
      headers: mine.auth,
      payload: { ...batchBody(course.id), version: 0, status: 'open' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ detail: ADMIN_MESSAGES.forbidden });
    expect((await t.app.inject({ method: 'GET', url: adminApi.batch(999_999), headers: admin.auth })).statusCode).toBe(404);
  });

  it('moves and cancels one session, bumping its sequence each time; a cancelled one cannot move', async () => {
    const batch = await createBatch(t.app, admin, course.id);
    const session = batch.sessions[1]!;
    const moved = await t.app.inject({
      method: 'PUT',
      url: adminApi.batchSession(batch.id, session.id),
      headers: admin.auth,
      payload: { starts_at: '2030-01-10T19:00:00+05:30', ends_at: '2030-01-10T21:00:00+05:30', meeting_url: 'https://zoom.us/j/123456' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: session.id, starts_at: '2030-01-10T13:30:00.000Z', sequence: 1, meeting_url: 'https://zoom.us/j/123456' });
    const cancelled = await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, session.id), headers: admin.auth, payload: {} });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', sequence: 2 });
    const again = await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, session.id), headers: admin.auth, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: BATCH_ADMIN_MESSAGES.sessionCancelled });
    const backwards = await t.app.inject({
      method: 'PUT',
      url: adminApi.batchSession(batch.id, batch.sessions[0]!.id),
      headers: admin.auth,
      payload: { starts_at: '2030-01-10T21:00:00+05:30', ends_at: '2030-01-10T19:00:00+05:30' },
    });
    expect(backwards.statusCode).toBe(422);
    // A session of another batch is not found through this one (no IDOR across batches).
    const other = await createBatch(t.app, admin, course.id, { title: 'Other' });
    const cross = await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, other.sessions[0]!.id), headers: admin.auth, payload: {} });
    expect(cross.statusCode).toBe(404);
    expect(await auditActions(batch.id)).toEqual(['batch.create', 'batch.session_move', 'batch.session_cancel']);
  });

  it('a timetable change regenerates only sessions to come: past ones and their attendance stay, dropped ones are cancelled', async () => {
    // The clock stands between the first and the second session.
    const batch = await createBatch(t.app, admin, course.id);
    t.clock.offsetMs = new Date('2030-01-08T00:00:00Z').getTime() - Date.now();
    const student = await courseStudent(t.app, t.db, course.id);
    await joinBatch(t.app, student, batch.id);
    const past = batch.sessions[0]!;
    await t.db.insert(sessionAttendance).values({ sessionId: past.id, studentId: student.studentId, status: 'present' });
    const res = await t.app.inject({
      method: 'PUT',
      url: adminApi.batch(batch.id),
      headers: admin.auth,
      payload: {
        ...batchBody(course.id, { timetable: { weekdays: ['MO', 'WE'], start_time: '19:00', duration_minutes: 90, excluded_dates: ['2030-01-14'] } }),
        version: 0,
        status: 'open',
      },
    });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.version).toBe(1);
    const byId = new Map(after.sessions.map((s: { id: number }) => [s.id, s]));
    expect(byId.get(past.id)).toMatchObject({ status: 'scheduled', sequence: 0, ends_at: past.ends_at }); // untouched
    // Wed 9th kept (same id, shorter: sequence 1); Fri 11th, Mon 14th (excluded) and Fri 18th cancelled.
    expect(byId.get(batch.sessions[1]!.id)).toMatchObject({ status: 'scheduled', sequence: 1, ends_at: '2030-01-09T15:00:00.000Z' });
    for (const gone of [2, 3, 5]) expect(byId.get(batch.sessions[gone]!.id)).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(byId.get(batch.sessions[4]!.id)).toMatchObject({ status: 'scheduled', sequence: 1 });
    const [mark] = await t.db.select().from(sessionAttendance).where(eq(sessionAttendance.sessionId, past.id));
    expect(mark?.status).toBe('present');
    const stale = await t.app.inject({
      method: 'PUT',
      url: adminApi.batch(batch.id),
      headers: admin.auth,
      payload: { ...batchBody(course.id), version: 0, status: 'open' },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('members: a seat while one is left, then the waitlist; promotion refuses while full; removal closes the queue', async () => {
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 1 });
    const [a, b, c] = [
      await courseStudent(t.app, t.db, course.id, 'A'),
      await courseStudent(t.app, t.db, course.id, 'B'),
      await courseStudent(t.app, t.db, course.id, 'C'),
    ];
    const add = (s: StudentSession) =>
      t.app.inject({ method: 'POST', url: adminApi.batchMembers(batch.id), headers: admin.auth, payload: { student_id: s.studentId } });
    await add(a);
    await add(b);
    const third = (await add(c)).json();
    expect(third.members.map((m: { name: string; status: string; waitlist_position: number | null }) => [m.name, m.status, m.waitlist_position])).toEqual([
      ['A', 'enrolled', null],
      ['B', 'waitlisted', 1],
      ['C', 'waitlisted', 2],
    ]);
    expect((await add(a)).statusCode).toBe(409);
    const outsider = await signUp(t.app, 'Outsider');
    const notEnrolled = await add(outsider);
    expect(notEnrolled.statusCode).toBe(422);
    expect(notEnrolled.json().detail).toBe(BATCH_ADMIN_MESSAGES.notEnrolledInCourse);

    const promote = (s: StudentSession) =>
      t.app.inject({ method: 'POST', url: adminApi.batchMemberPromote(batch.id, s.studentId), headers: admin.auth, payload: {} });
    const full = await promote(c);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: BATCH_ADMIN_MESSAGES.seatsFull });
    // Staff raise the seat limit, then promote C past B.
    const raised = await t.app.inject({
      method: 'PUT',
      url: adminApi.batch(batch.id),
      headers: admin.auth,
      payload: { ...batchBody(course.id, { seat_limit: 2 }), version: 0, status: 'open' },
    });
    expect(raised.statusCode).toBe(200);
    const promoted = (await promote(c)).json();
    expect(promoted.members.map((m: { name: string; status: string; waitlist_position: number | null }) => [m.name, m.status, m.waitlist_position])).toEqual([
      ['A', 'enrolled', null],
      ['C', 'enrolled', null],
      ['B', 'waitlisted', 1],
    ]);
    expect((await promote(a)).statusCode).toBe(409);
    const lower = await t.app.inject({
      method: 'PUT',
      url: adminApi.batch(batch.id),
      headers: admin.auth,
      payload: { ...batchBody(course.id, { seat_limit: 1 }), version: 1, status: 'open' },
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().detail).toBe(BATCH_ADMIN_MESSAGES.seatLimitBelowEnrolled(2));
    const removed = await t.app.inject({ method: 'DELETE', url: adminApi.batchMember(batch.id, a.studentId), headers: admin.auth });
    expect(removed.json().seats_taken).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: adminApi.batchMember(batch.id, a.studentId), headers: admin.auth })).statusCode).toBe(404);
    expect(await auditActions(batch.id)).toEqual([
      'batch.create',
      'batch.member_add',
      'batch.member_add',
      'batch.member_add',
      'batch.update',
      'batch.member_promote',
      'batch.member_remove',
    ]);
  });

  it('a trainer adds a session outside the timetable; it is marked extra', async () => {
    const trainer = await signUpAs(t.app, t.db, 'trainer');
    const batch = await createBatch(t.app, admin, course.id, { trainer_user_id: trainer.userId });
    const session = await addSession(t.app, trainer, batch.id, new Date('2030-01-20T13:30:00Z'), 0);
    expect(session).toMatchObject({ batch_id: batch.id, extra: true, sequence: 0, status: 'scheduled' });
    await joinBatch(t.app, await courseStudent(t.app, t.db, course.id), batch.id);
  });
});
