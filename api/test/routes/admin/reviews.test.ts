// Trainers review submissions (decisions 133, 134): the queue holds what waits, oldest first, of
// the reviewer's courses only (admins: all); a submission opens with signed links to its files and
// the student's history; a decision is taken once, completes the class on acceptance, mails the
// student through the outbox in the same transaction, and leaves an audit row; a returned
// submission lets the student send a new version, and the history keeps every one.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PROGRESS_STATUS } from '@sap-academy/contracts';
import { ADMIN_MESSAGES, ASSIGNMENT_AUTHOR_MESSAGES, reviewDetailSchema, reviewQueueResponseSchema } from '@sap-academy/contracts/admin';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import { auditLog, certificates, classProgress, courseStudents } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { assignTrainer, authorAssignment, enrol, makeAssignmentClass, submit } from '../../helpers/assignments';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { queuedMails } from '../../helpers/mail';
import { signUpAs } from '../../helpers/staff';
import { FILES } from '../../helpers/upload-fixtures';

const STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'assignments-reviews-'));
afterAll(() => rmSync(STORAGE_DIR, { recursive: true, force: true }));

describe.each(DRIVERS)('assignment reviews on %s', (driver) => {
  const t = useTestApp(driver, { STORAGE_DIR });
  let admin: StudentSession;
  let editor: StudentSession;
  let trainer: StudentSession;
  let otherTrainer: StudentSession;
  let student: StudentSession;
  let course: CourseFixture;
  let otherCourse: CourseFixture;
  let classId: number;

  beforeEach(async () => {
    editor = await signUpAs(t.app, t.db, 'editor');
    admin = await signUpAs(t.app, t.db, 'admin');
    [trainer, otherTrainer] = [await signUpAs(t.app, t.db, 'trainer', 'Meera Trainer'), await signUpAs(t.app, t.db, 'trainer', 'Other Trainer')];
    student = await signUp(t.app, 'Priya Nair');
    [course, otherCourse] = [await insertCourse(t.db, { sections: [2], title: 'SAP MM' }), await insertCourse(t.db, { sections: [1], title: 'SAP SD' })];
    classId = course.classIds[0]!;
    for (const [c, cls] of [
      [course, classId],
      [otherCourse, otherCourse.classIds[0]!],
    ] as const) {
      await makeAssignmentClass(t.db, cls);
      await authorAssignment(t.app, editor, c.id, cls);
      await enrol(t.db, student.studentId, c.id);
    }
    await assignTrainer(t.app, admin, course.id, trainer.userId);
    await assignTrainer(t.app, admin, otherCourse.id, otherTrainer.userId);
  });

  const queue = (who: StudentSession, query = {}) => t.app.inject({ method: 'GET', url: adminApi.reviews(query), headers: who.auth });
  const open = (who: StudentSession, id: number) => t.app.inject({ method: 'GET', url: adminApi.review(id), headers: who.auth });
  const decide = (who: StudentSession, id: number, payload: object) =>
    t.app.inject({ method: 'POST', url: adminApi.reviewDecision(id), headers: who.auth, payload });
  const submitted = async (text: string, inCourse = course, inClass = classId) => {
    const res = await submit(t.app, student, inCourse.id, inClass, { text, files: [{ name: 'order.pdf', bytes: FILES.pdf }] });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number }>();
  };

  it('queues what waits, oldest first, only of the trainer’s courses; admins see every course', async () => {
    const mm = await submitted('MM answer');
    const sd = await submitted('SD answer', otherCourse, otherCourse.classIds[0]);
    const mine = reviewQueueResponseSchema.parse((await queue(trainer)).json());
    expect(mine).toMatchObject({
      total: 1,
      results: [{ id: mm.id, course: { id: course.id, title: 'SAP MM' }, student: { name: 'Priya Nair' }, number: 1, late: false, file_count: 1 }],
    });
    expect((await queue(otherTrainer)).json().results.map((r: { id: number }) => r.id)).toEqual([sd.id]);
    expect((await queue(admin)).json().results.map((r: { id: number }) => r.id)).toEqual([mm.id, sd.id]);
    expect((await queue(admin, { course_id: otherCourse.id })).json().total).toBe(1);
    // A trainer filtering on a course not theirs finds nothing rather than another's queue.
    expect((await queue(trainer, { course_id: otherCourse.id })).json()).toMatchObject({ total: 0, results: [] });
    // Reviewed submissions leave the queue.
    await decide(trainer, mm.id, { decision: 'accepted' });
    expect((await queue(trainer)).json().total).toBe(0);
  });

  it('opens a submission with signed links to its files; a trainer of another course gets 403, a missing one 404', async () => {
    const { id } = await submitted('MM answer');
    const res = await open(trainer, id);
    expect(res.statusCode).toBe(200);
    const detail = reviewDetailSchema.parse(res.json());
    expect(detail).toMatchObject({
      course: { id: course.id, title: 'SAP MM' },
      class: { id: classId },
      student: { id: student.studentId, name: 'Priya Nair', email: student.email },
      instructions: expect.stringContaining('ME21N'),
      submission: { id, number: 1, status: 'submitted', text: 'MM answer', reviewer: null },
      history: [{ id }],
    });
    const file = await t.app.inject({ method: 'GET', url: detail.submission.files[0]!.url });
    expect([file.statusCode, file.rawPayload.equals(FILES.pdf)]).toEqual([200, true]);
    expect(res.body).not.toContain('assignment-submissions/');
    for (const res of [await open(otherTrainer, id), await decide(otherTrainer, id, { decision: 'accepted' })]) {
      expect([res.statusCode, res.json()]).toEqual([403, { detail: ASSIGNMENT_AUTHOR_MESSAGES.notYourCourse }]);
    }
    expect((await open(admin, id)).statusCode).toBe(200);
    expect((await open(trainer, 2_000_000_000)).statusCode).toBe(404);
    // A student never reaches the back office's copy, even of their own work.
    const own = await open(student, id);
    expect([own.statusCode, own.json()]).toEqual([403, { detail: ADMIN_MESSAGES.forbidden }]);
  });

  it('accepting completes the class, mails the student through the outbox and is audited', async () => {
    const { id } = await submitted('MM answer');
    const res = await decide(trainer, id, { decision: 'accepted', comment: 'Well done.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().submission).toMatchObject({ status: 'accepted', comment: 'Well done.', reviewer: { id: trainer.userId, name: 'Meera Trainer' } });
    const [progress] = await t.db
      .select()
      .from(classProgress)
      .where(and(eq(classProgress.studentId, student.studentId), eq(classProgress.classId, classId)));
    expect(progress!.status).toBe(PROGRESS_STATUS.completed);
    const [enrolment] = await t.db
      .select()
      .from(courseStudents)
      .where(and(eq(courseStudents.studentId, student.studentId), eq(courseStudents.courseId, course.id)));
    const mails = await queuedMails(t.db, 'assignment-reviewed', student.email);
    expect(mails.map((m) => m.payload.data)).toEqual([
      {
        name: 'Priya Nair',
        courseTitle: 'SAP MM',
        classTitle: 'Class 1.1',
        decision: 'accepted',
        comment: 'Well done.',
        courseId: course.id,
        courseStudentId: enrolment!.id,
      },
    ]);
    // The mail renders and goes out through the worker.
    await t.app.outbox.drain();
    const sent = t.mailer.sent.filter((m) => m.subject.includes('assignment'));
    expect(sent.map((m) => [m.to, m.subject])).toEqual([[student.email, expect.stringContaining('accepted')]]);
    expect(sent[0]!.text).toContain('Well done.');
    expect(sent[0]!.text).toContain(`/lms/course/${course.id}/classes/${enrolment!.id}`);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'submission')).orderBy(auditLog.id);
    expect(audit).toMatchObject({ action: 'submission.accept', entityId: String(id), actorUserId: trainer.userId });
    // The student sees the status and the comment; a second decision is refused.
    const view = await t.app.inject({ method: 'GET', url: lmsApi.assignment(course.id, classId), headers: student.auth });
    expect(view.json()).toMatchObject({ state: 'accepted', can_submit: false, submissions: [{ status: 'accepted', comment: 'Well done.' }] });
    const again = await decide(admin, id, { decision: 'returned', comment: 'Changed my mind' });
    expect([again.statusCode, again.json()]).toEqual([409, { detail: ASSIGNMENT_AUTHOR_MESSAGES.alreadyReviewed }]);
  });

  it('an acceptance that completes every class of the course issues its certificate in the same transaction (decision 135)', async () => {
    const solo = await insertCourse(t.db, { sections: [1], title: 'SAP FICO' });
    const soloClass = solo.classIds[0]!;
    await makeAssignmentClass(t.db, soloClass);
    await authorAssignment(t.app, editor, solo.id, soloClass);
    await enrol(t.db, student.studentId, solo.id);
    await assignTrainer(t.app, admin, solo.id, trainer.userId);
    const { id } = await submitted('FICO answer', solo, soloClass);
    const returned = await decide(trainer, id, { decision: 'returned', comment: 'Not yet.' });
    expect(returned.statusCode).toBe(200);
    expect(await t.db.select().from(certificates).where(eq(certificates.courseId, solo.id))).toEqual([]);
    const again = await submitted('FICO answer, fixed', solo, soloClass);
    expect((await decide(trainer, again.id, { decision: 'accepted' })).statusCode).toBe(200);
    const issued = await t.db.select().from(certificates).where(eq(certificates.courseId, solo.id));
    expect(issued.map((c) => c.studentId)).toEqual([student.studentId]);
    expect(await queuedMails(t.db, 'certificate', student.email)).toHaveLength(1);
    // The other course, with a video class left, stays without one.
    expect(await t.db.select().from(certificates).where(eq(certificates.courseId, course.id))).toEqual([]);
  });

  it('returning needs a comment; the student resubmits as version 2 and the history keeps both', async () => {
    const first = await submitted('Draft');
    const bare = await decide(trainer, first.id, { decision: 'returned', comment: '  ' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().fields).toEqual({ 'body.comment': ASSIGNMENT_AUTHOR_MESSAGES.commentRequired });
    const bad = await decide(trainer, first.id, { decision: 'maybe' });
    expect(bad.statusCode).toBe(422);
    const returned = await decide(trainer, first.id, { decision: 'returned', comment: 'Add the release strategy screen.' });
    expect(returned.json().submission).toMatchObject({ status: 'returned', comment: 'Add the release strategy screen.' });
    // Not completed by a return.
    expect(await t.db.select().from(classProgress).where(eq(classProgress.studentId, student.studentId))).toEqual([]);
    expect((await queuedMails(t.db, 'assignment-reviewed', student.email)).map((m) => m.payload.data.decision)).toEqual(['returned']);
    const mine = await t.app.inject({ method: 'GET', url: lmsApi.assignment(course.id, classId), headers: student.auth });
    expect(mine.json()).toMatchObject({ state: 'returned', can_submit: true });
    const second = await submitted('Final, with the screen');
    const detail = reviewDetailSchema.parse((await open(trainer, second.id)).json());
    expect(detail.submission).toMatchObject({ number: 2, status: 'submitted' });
    expect(detail.history.map((h) => [h.number, h.status, h.comment])).toEqual([
      [2, 'submitted', null],
      [1, 'returned', 'Add the release strategy screen.'],
    ]);
    // The earlier version still opens, and its file still downloads.
    const old = reviewDetailSchema.parse((await open(trainer, first.id)).json());
    expect((await t.app.inject({ method: 'GET', url: old.submission.files[0]!.url })).statusCode).toBe(200);
    expect((await decide(trainer, second.id, { decision: 'accepted' })).statusCode).toBe(200);
    const student2 = await t.app.inject({ method: 'GET', url: lmsApi.assignment(course.id, classId), headers: student.auth });
    expect(student2.json().submissions.map((s: { number: number; status: string }) => [s.number, s.status])).toEqual([
      [2, 'accepted'],
      [1, 'returned'],
    ]);
  });

  it('lets an unassigned trainer nothing, and a trainer loses a course on unassignment at once', async () => {
    const { id } = await submitted('MM answer');
    await t.app.inject({ method: 'DELETE', url: adminApi.courseTrainer(course.id, trainer.userId), headers: admin.auth });
    expect((await queue(trainer)).json().total).toBe(0);
    expect((await open(trainer, id)).statusCode).toBe(403);
    expect((await decide(trainer, id, { decision: 'accepted' })).statusCode).toBe(403);
  });

  it('lets an editor review only the courses they are assigned to', async () => {
    const editor = await signUpAs(t.app, t.db, 'editor', 'Editing Reviewer');
    const { id } = await submitted('MM answer');
    expect((await queue(editor)).json().total).toBe(0);
    expect((await open(editor, id)).statusCode).toBe(403);
    await assignTrainer(t.app, admin, course.id, editor.userId);
    expect((await queue(editor)).json().total).toBe(1);
    expect((await decide(editor, id, { decision: 'returned', comment: 'More detail.' })).statusCode).toBe(200);
  });

  it('answers bad ids, queries and bodies with 422 and {detail}, never a 500', async () => {
    for (const [method, url, payload] of [
      ['GET', '/admin/reviews/abc', undefined],
      ['GET', '/admin/reviews/99999999999', undefined],
      ['GET', '/admin/reviews?course_id=x', undefined],
      ['GET', '/admin/reviews?page=0', undefined],
      ['GET', '/admin/reviews?page_size=1000', undefined],
      ['POST', '/admin/reviews/1/decision', { decision: 'accepted', comment: 'x'.repeat(5001) }],
      ['POST', '/admin/reviews/1/decision', { decision: 'accepted', comment: 'bad\u0000byte' }],
      ['POST', '/admin/reviews/1/decision', []],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: trainer.auth, ...(payload === undefined ? {} : { payload }) });
      expect([url, res.statusCode]).toEqual([url, 422]);
      expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    }
  });

  it('keeps the review history for admins only in the audit trail', async () => {
    const { id } = await submitted('MM answer');
    await decide(trainer, id, { decision: 'accepted' });
    const forAdmin = await t.app.inject({ method: 'GET', url: adminApi.audit({ entity: 'submission', entity_id: id }), headers: admin.auth });
    expect(forAdmin.json().results.map((r: { action: string }) => r.action)).toEqual(['submission.accept']);
    const editor = await signUpAs(t.app, t.db, 'editor');
    expect((await t.app.inject({ method: 'GET', url: adminApi.audit({ entity: 'submission' }), headers: editor.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: adminApi.audit(), headers: trainer.auth })).statusCode).toBe(403);
  });
});
