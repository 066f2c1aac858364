// /admin/courses/:id/classes/:classId/quiz: staff author a QUIZ class's quiz; validated,
// versioned and audited on the course (decision 130).
import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, QUIZ_AUTHOR_MESSAGES, adminQuizSchema } from '@sap-academy/contracts/admin';
import { QUIZ_MESSAGES } from '@sap-academy/contracts';
import { auditLog } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, type CourseFixture } from '../../helpers/fixtures';
import { SECRETS, makeQuizClass, quizBody } from '../../helpers/quizzes';
import { allSessions, expectStaffOnly, type Sessions } from './staff-session';

describe.each(DRIVERS)('/admin/courses/:id/classes/:classId/quiz on %s', (driver) => {
  const t = useTestApp(driver);
  let s: Sessions;
  let course: CourseFixture;
  let classId: number;
  let url: string;

  beforeEach(async () => {
    s = await allSessions(t.app, t.db);
    course = await insertCourse(t.db, { sections: [2] });
    classId = course.classIds[1]!;
    await makeQuizClass(t.db, classId);
    url = `/admin/courses/${course.id}/classes/${classId}/quiz`;
  });

  const put = (payload: unknown, who: keyof Sessions = 'editor', target = url) =>
    t.app.inject({ method: 'PUT', url: target, headers: s[who].auth, payload: payload as object });
  const get = (who: keyof Sessions = 'editor', target = url) => t.app.inject({ method: 'GET', url: target, headers: s[who].auth });

  it('answers 401 to a visitor and 403 to a student, on both methods', async () => {
    await expectStaffOnly(t.app, s, { method: 'GET', url });
    await expectStaffOnly(t.app, s, { method: 'PUT', url, payload: quizBody() });
  });

  it('lets an editor create the quiz with version 0, read it back with its solutions, and edit it with the version it read', async () => {
    expect([(await get()).statusCode, (await get()).json()]).toEqual([404, { detail: QUIZ_MESSAGES.notFound }]);
    const created = await put(quizBody());
    expect(created.statusCode).toBe(200);
    const quiz = adminQuizSchema.parse(created.json());
    expect(quiz).toMatchObject({ class_id: classId, course_id: course.id, pass_mark: 60, attempt_limit: null, version: 0 });
    expect(quiz.questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'numeric', 'text']);
    expect(quiz.questions[0]!.options).toEqual([
      { id: 1, text: 'SD', correct: false },
      { id: 2, text: 'MM', correct: true },
      { id: 3, text: 'FICO', correct: false },
    ]);
    expect(quiz.questions[0]!.image_url).toBe('https://cdn.example.com/quiz/mm.png');
    expect(quiz.questions[2]).toMatchObject({ answer: SECRETS.numeric, tolerance: 0.25 });
    expect(quiz.questions[3]).toMatchObject({ accepted_answers: [SECRETS.accepted], image_url: null });
    expect((await get('admin')).json()).toEqual(quiz);

    const edited = await put(quizBody({ version: 0, pass_mark: 80, attempt_limit: 2, time_limit_seconds: 600, shuffle_questions: true }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ version: 1, pass_mark: 80, attempt_limit: 2, time_limit_seconds: 600, shuffle_questions: true });
  });

  it('refuses an edit based on a version that moved on, and a creation over an edited quiz, with 409', async () => {
    expect((await put(quizBody())).json().version).toBe(0);
    expect((await put(quizBody({ version: 0, pass_mark: 70 }))).json().version).toBe(1);
    for (const version of [0, 5]) {
      const res = await put(quizBody({ version, pass_mark: 90 }));
      expect([res.statusCode, res.json()]).toEqual([409, { detail: ADMIN_MESSAGES.staleVersion }]);
    }
    expect((await get()).json()).toMatchObject({ version: 1, pass_mark: 70 });
  });

  it('writes one audit row on the course per save, with what changed', async () => {
    await put(quizBody());
    await put(quizBody({ pass_mark: 75 }));
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'course'), eq(auditLog.entityId, String(course.id))))
      .orderBy(auditLog.id);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['course.quiz_create', s.editor.userId],
      ['course.quiz_update', s.editor.userId],
    ]);
    expect(rows[1]!.before).toMatchObject({ pass_mark: 60, version: 0 });
    expect(rows[1]!.after).toMatchObject({ pass_mark: 75, version: 1 });
    expect(rows[1]!.after).not.toHaveProperty('questions'); // unchanged fields are not repeated
  });

  it('refuses a class that is not a quiz (409) and a class of another course (404)', async () => {
    const video = await put(quizBody(), 'editor', `/admin/courses/${course.id}/classes/${course.classIds[0]}/quiz`);
    expect([video.statusCode, video.json()]).toEqual([409, { detail: QUIZ_AUTHOR_MESSAGES.notQuizClass }]);
    const other = await insertCourse(t.db, { sections: [1] });
    const elsewhere = await put(quizBody(), 'editor', `/admin/courses/${other.id}/classes/${classId}/quiz`);
    expect([elsewhere.statusCode, elsewhere.json()]).toEqual([404, { detail: 'Class not found.' }]);
    const noCourse = await put(quizBody(), 'editor', `/admin/courses/999999/classes/${classId}/quiz`);
    expect([noCourse.statusCode, noCourse.json()]).toEqual([404, { detail: 'Course not found.' }]);
  });

  const body = quizBody();
  const [single, multiple, numeric, text] = body.questions;
  it.each([
    [
      'a single choice with two correct options',
      {
        questions: [
          {
            ...single,
            options: [
              { text: 'a', correct: true },
              { text: 'b', correct: true },
            ],
          },
        ],
      },
      QUIZ_AUTHOR_MESSAGES.singleNeedsOne,
    ],
    [
      'a multiple choice with no correct option',
      { questions: [{ ...multiple, options: [{ text: 'a' }, { text: 'b' }] }] },
      QUIZ_AUTHOR_MESSAGES.multipleNeedsOne,
    ],
    ['a choice with one option', { questions: [{ ...single, options: [{ text: 'a', correct: true }] }] }, 'Give at least 2 options.'],
    ['a negative tolerance', { questions: [{ ...numeric, tolerance: -1 }] }, 'Tolerance cannot be negative.'],
    ['a text question without accepted answers', { questions: [{ ...text, accepted_answers: [] }] }, 'Give at least one accepted answer.'],
    ['an unknown kind', { questions: [{ ...text, kind: 'essay' }] }, 'Question kind must be one of single, multiple, numeric, text.'],
    ['no questions', { questions: [] }, 'A quiz needs at least one question.'],
    ['a pass mark over 100', { pass_mark: 101 }, 'Pass mark must be at most 100.'],
    ['a time limit under 30 s', { time_limit_seconds: 5 }, 'Time limit must be at least 30.'],
    ['zero points', { questions: [{ ...text, points: 0 }] }, 'Points must be at least 1.'],
    ['a javascript: image', { questions: [{ ...text, image_url: 'javascript:alert(1)' }] }, QUIZ_AUTHOR_MESSAGES.imageUrl],
  ])('refuses %s with 422 and the message at its field', async (_name, overrides, message) => {
    const res = await put(quizBody(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: expect.any(String), fields: expect.any(Object) });
    expect(Object.values(res.json().fields)).toContain(message);
    expect((await get()).statusCode).toBe(404); // nothing was written
  });

  it('answers 422 with {detail} for a malformed class id', async () => {
    const res = await get('editor', `/admin/courses/${course.id}/classes/01/quiz`);
    expect([res.statusCode, res.json().detail]).toEqual([422, expect.any(String)]);
  });
});
