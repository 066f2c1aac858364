// A student's live batches (decision 136): joining (a seat or the waitlist; only when enrolled in
// the course), the meeting link for enrolled members only, the Join button's window with an
// injected clock, the first click pre-filling the roster, attendance marks the student then sees,
// the CSV export, and recordings.
import { BATCH_MESSAGES, JOIN_OPENS_MINUTES_BEFORE } from '@sap-academy/contracts';
import { ATTENDANCE_CSV_COLUMNS, BATCH_ADMIN_MESSAGES } from '@sap-academy/contracts/admin';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import { useTestApp } from '../../helpers/app';
import { addSession, courseStudent, createBatch, joinBatch } from '../../helpers/batches';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { signUpAs } from '../../helpers/staff';

const HOUR = 3_600_000;
const MINUTE = 60_000;

describe.each(DRIVERS)('student batches on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let admin: StudentSession;
  let trainer: StudentSession;

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [1] });
    admin = await signUpAs(t.app, t.db, 'admin');
    trainer = await signUpAs(t.app, t.db, 'trainer', 'Tara Trainer');
  });

  const mine = async (who: StudentSession) => (await t.app.inject({ method: 'GET', url: lmsApi.myBatches(), headers: who.auth })).json();
  const join = (who: StudentSession, batchId: number, sessionId: number) =>
    t.app.inject({ method: 'POST', url: lmsApi.sessionJoin(batchId, sessionId), headers: who.auth, payload: {} });

  it('joining: a seat, then the waitlist; only students enrolled in the course; once', async () => {
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 1, trainer_user_id: trainer.userId });
    const [a, b] = [await courseStudent(t.app, t.db, course.id, 'A'), await courseStudent(t.app, t.db, course.id, 'B')];
    const first = await joinBatch(t.app, a, batch.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ batch_id: batch.id, status: 'enrolled', waitlist_position: null });
    expect((await joinBatch(t.app, b, batch.id)).json()).toEqual({ batch_id: batch.id, status: 'waitlisted', waitlist_position: 1 });
    const twice = await joinBatch(t.app, a, batch.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: BATCH_MESSAGES.alreadyMember });
    const outsider = await signUp(t.app, 'Outsider');
    const refused = await joinBatch(t.app, outsider, batch.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: BATCH_MESSAGES.notEnrolledInCourse });
    expect((await joinBatch(t.app, a, 999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: lmsApi.batchJoin(batch.id), payload: {} })).statusCode).toBe(401);
    const offer = (await t.app.inject({ method: 'GET', url: lmsApi.courseBatches(course.id), headers: b.auth })).json();
    expect(offer).toEqual([
      expect.objectContaining({
        id: batch.id,
        seats_left: 0,
        trainer_name: 'Tara Trainer',
        membership: { batch_id: batch.id, status: 'waitlisted', waitlist_position: 1 },
      }),
    ]);
  });

  it('the meeting link reaches enrolled members only: never the waitlisted, never anyone else', async () => {
    const batch = await createBatch(t.app, admin, course.id, { seat_limit: 1 });
    const [a, b] = [await courseStudent(t.app, t.db, course.id, 'A'), await courseStudent(t.app, t.db, course.id, 'B')];
    await joinBatch(t.app, a, batch.id);
    await joinBatch(t.app, b, batch.id);
    const [seated] = await mine(a);
    expect(seated.sessions).toHaveLength(6);
    expect(seated.sessions.every((s: { meeting_url: string | null }) => s.meeting_url === 'https://meet.google.com/abc-defg-hij')).toBe(true);
    const [queued] = await mine(b);
    expect(queued.membership).toEqual({ batch_id: batch.id, status: 'waitlisted', waitlist_position: 1 });
    expect(queued.sessions.every((s: { meeting_url: string | null }) => s.meeting_url === null)).toBe(true);
    expect(JSON.stringify(queued)).not.toContain('meet.google.com');
    expect(await mine(await signUp(t.app, 'Stranger'))).toEqual([]);
    // Join: a waitlisted member 403, an outsider 404 (the session's existence is not confirmed).
    t.clock.offsetMs = new Date(batch.sessions[0]!.starts_at).getTime() - Date.now();
    const waitlisted = await join(b, batch.id, batch.sessions[0]!.id);
    expect(waitlisted.statusCode).toBe(403);
    expect(waitlisted.json()).toEqual({ detail: BATCH_MESSAGES.waitlisted });
    expect((await join(await courseStudent(t.app, t.db, course.id, 'C'), batch.id, batch.sessions[0]!.id)).statusCode).toBe(404);
    // Removed from the batch: no link any more.
    await t.app.inject({ method: 'DELETE', url: adminApi.batchMember(batch.id, a.studentId), headers: admin.auth });
    expect(await mine(a)).toEqual([]);
    expect((await join(a, batch.id, batch.sessions[0]!.id)).statusCode).toBe(404);
  });

  it(`Join opens ${JOIN_OPENS_MINUTES_BEFORE} minutes before the start and closes at the end (409 {detail} outside); the first click is kept`, async () => {
    const batch = await createBatch(t.app, admin, course.id, { trainer_user_id: trainer.userId });
    const student = await courseStudent(t.app, t.db, course.id);
    await joinBatch(t.app, student, batch.id);
    const session = await addSession(t.app, trainer, batch.id, t.clock.now(), 2 * HOUR, 60);
    const startsAt = new Date(session.starts_at).getTime();
    const at = (ms: number) => {
      t.clock.offsetMs = ms - Date.now();
    };

    at(startsAt - JOIN_OPENS_MINUTES_BEFORE * MINUTE - 1000);
    const early = await join(student, batch.id, session.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ detail: BATCH_MESSAGES.joinTooEarly(JOIN_OPENS_MINUTES_BEFORE) });

    at(startsAt - 10 * MINUTE);
    const open = await join(student, batch.id, session.id);
    expect(open.statusCode).toBe(200);
    expect(open.json().meeting_url).toBe('https://meet.google.com/abc-defg-hij');
    const firstClick = open.json().joined_at;

    at(startsAt + 30 * MINUTE);
    expect((await join(student, batch.id, session.id)).json().joined_at).toBe(firstClick);

    at(startsAt + 60 * MINUTE + 1000);
    const ended = await join(student, batch.id, session.id);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({ detail: BATCH_MESSAGES.joinEnded });

    const cancelledSession = await addSession(t.app, trainer, batch.id, t.clock.now(), 0, 60);
    await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, cancelledSession.id), headers: trainer.auth, payload: {} });
    const cancelled = await join(student, batch.id, cancelledSession.id);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ detail: BATCH_MESSAGES.sessionCancelled });
  });

  it('upcoming: the next scheduled sessions of enrolled batches, not the cancelled or the ended ones', async () => {
    const batch = await createBatch(t.app, admin, course.id);
    const student = await courseStudent(t.app, t.db, course.id);
    await joinBatch(t.app, student, batch.id);
    t.clock.offsetMs = new Date('2030-01-10T00:00:00Z').getTime() - Date.now();
    await t.app.inject({ method: 'POST', url: adminApi.batchSessionCancel(batch.id, batch.sessions[3]!.id), headers: admin.auth, payload: {} });
    const res = await t.app.inject({ method: 'GET', url: lmsApi.upcomingSessions(), headers: student.auth });
    expect(res.json().map((s: { starts_at: string }) => s.starts_at)).toEqual([
      '2030-01-11T13:30:00.000Z',
      '2030-01-16T13:30:00.000Z',
      '2030-01-18T13:30:00.000Z',
    ]);
    expect(res.json()[0]).toMatchObject({ batch_id: batch.id, join_opens_at: '2030-01-11T13:15:00.000Z', course_title: expect.any(String) });
  });

  it('attendance: the roster pre-fills present from a Join click, the trainer marks, the student sees it, the admin exports CSV', async () => {
    const batch = await createBatch(t.app, admin, course.id, { trainer_user_id: trainer.userId });
    const [a, b] = [await courseStudent(t.app, t.db, course.id, 'Asha'), await courseStudent(t.app, t.db, course.id, 'Bala')];
    await joinBatch(t.app, a, batch.id);
    await joinBatch(t.app, b, batch.id);
    const session = batch.sessions[0]!;
    const roster = adminApi.batchSessionRoster(batch.id, session.id);

    const tooSoon = await t.app.inject({
      method: 'PUT',
      url: roster,
      headers: trainer.auth,
      payload: { marks: [{ student_id: a.studentId, status: 'present' }] },
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json()).toEqual({ detail: BATCH_ADMIN_MESSAGES.sessionNotStarted });

    t.clock.offsetMs = new Date(session.starts_at).getTime() + 5 * MINUTE - Date.now();
    await join(a, batch.id, session.id);
    const before = (await t.app.inject({ method: 'GET', url: roster, headers: trainer.auth })).json();
    expect(before.entries.map((e: { name: string; status: string | null; marked: boolean }) => [e.name, e.status, e.marked])).toEqual([
      ['Asha', 'present', false],
      ['Bala', null, false],
    ]);

    const marked = await t.app.inject({
      method: 'PUT',
      url: roster,
      headers: trainer.auth,
      payload: {
        marks: [
          { student_id: a.studentId, status: 'late' },
          { student_id: b.studentId, status: 'absent' },
        ],
      },
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().entries.map((e: { status: string; marked: boolean }) => [e.status, e.marked])).toEqual([
      ['late', true],
      ['absent', true],
    ]);
    const stranger = await signUp(t.app, 'Not in batch');
    const bad = await t.app.inject({
      method: 'PUT',
      url: roster,
      headers: trainer.auth,
      payload: { marks: [{ student_id: stranger.studentId, status: 'present' }] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toBe(BATCH_ADMIN_MESSAGES.notOnRoster(stranger.studentId));
    const badStatus = await t.app.inject({
      method: 'PUT',
      url: roster,
      headers: trainer.auth,
      payload: { marks: [{ student_id: a.studentId, status: 'asleep' }] },
    });
    expect(badStatus.statusCode).toBe(422);
    const otherTrainer = await signUpAs(t.app, t.db, 'trainer', 'Other');
    expect((await t.app.inject({ method: 'GET', url: roster, headers: otherTrainer.auth })).statusCode).toBe(403);

    const [seen] = await mine(a);
    expect(seen.sessions[0].attendance).toBe('late');
    expect(seen.sessions[1].attendance).toBeNull();

    const csv = await t.app.inject({ method: 'GET', url: adminApi.batchAttendanceCsv(batch.id), headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(ATTENDANCE_CSV_COLUMNS.map((c) => `"${c}"`).join(','));
    expect(lines).toHaveLength(3); // the one opened session × two members
    expect(lines[1]).toContain('"late"');
    expect(lines[1]).toContain('+05:30');
    expect(lines[2]).toContain('"absent"');
    expect((await t.app.inject({ method: 'GET', url: adminApi.batchAttendanceCsv(batch.id), headers: trainer.auth })).statusCode).toBe(403);
  });

  it('recordings: the trainer attaches a YouTube link to a session that has started; enrolled students see it', async () => {
    const batch = await createBatch(t.app, admin, course.id, { trainer_user_id: trainer.userId });
    const student = await courseStudent(t.app, t.db, course.id);
    await joinBatch(t.app, student, batch.id);
    const session = batch.sessions[0]!;
    const url = adminApi.batchSessionRecording(batch.id, session.id);
    const early = await t.app.inject({ method: 'PUT', url, headers: trainer.auth, payload: { recording_url: 'https://youtu.be/abcdef123' } });
    expect(early.statusCode).toBe(409);
    t.clock.offsetMs = new Date(session.ends_at).getTime() + HOUR - Date.now();
    const notYoutube = await t.app.inject({ method: 'PUT', url, headers: trainer.auth, payload: { recording_url: 'https://example.com/video.mp4' } });
    expect(notYoutube.statusCode).toBe(422);
    expect(notYoutube.json().detail).toMatch(/YouTube/);
    const saved = await t.app.inject({ method: 'PUT', url, headers: trainer.auth, payload: { recording_url: 'https://youtu.be/abcdef123' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().recording_url).toBe('https://youtu.be/abcdef123');
    const [view] = await mine(student);
    expect(view.sessions[0].recording_url).toBe('https://youtu.be/abcdef123');
  });
});
