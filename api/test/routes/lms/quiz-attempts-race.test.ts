// Attempts under parallel requests (decision 130). On PostgreSQL each request is its own connection
// and transaction, so the starts really race for the enrolment row's lock; on PGlite they interleave
// on its one connection (decision 128: concurrent work runs on both drivers).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { QUIZ_MESSAGES } from '@sap-academy/contracts';
import type { AdminQuiz } from '@sap-academy/contracts/admin';
import { quizAttempts } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { EVERY_DRIVER } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { authorQuiz, makeQuizClass } from '../../helpers/quizzes';
import { signUpAs } from '../../helpers/staff';

const RUNS = 8;

describe.each(EVERY_DRIVER)('quiz attempts under parallel requests on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let classId: number;
  let editor: StudentSession;
  let quiz: AdminQuiz;

  const base = () => `/lms/course/${course.id}/class/${classId}/quiz`;
  const start = (who: StudentSession) => t.app.inject({ method: 'POST', url: `${base()}/attempts`, headers: who.auth });
  const enrolledStudent = async () => {
    const student = await signUp(t.app, 'Racer');
    await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: student.auth, payload: {} });
    return student;
  };
  const attemptsOf = (student: StudentSession) =>
    t.db
      .select({ number: quizAttempts.number, status: quizAttempts.status })
      .from(quizAttempts)
      .where(eq(quizAttempts.studentId, student.studentId))
      .orderBy(quizAttempts.number);

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [1] });
    classId = course.classIds[0]!;
    await makeQuizClass(t.db, classId);
    editor = await signUpAs(t.app, t.db, 'editor');
    quiz = await authorQuiz(t.app, editor, course.id, classId, { attempt_limit: 3 });
  });

  it('10 parallel starts with a limit of 3 create exactly 3 attempts, numbered 1 to 3, one of them open', async () => {
    const student = await enrolledStudent();
    const results = await Promise.all(Array.from({ length: 10 }, () => start(student)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 403, 403, 403, 403, 403, 403, 403]);
    for (const refused of results.filter((r) => r.statusCode === 403)) expect(refused.json()).toEqual({ detail: QUIZ_MESSAGES.limitReached });
    const rows = await attemptsOf(student);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3]);
    expect(rows.filter((r) => r.status === 'open')).toHaveLength(1);
  });

  it(`parallel starts never exceed the limit: min(limit, starts) attempts for any limit and burst (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 8 }), async (limit, burst) => {
        quiz = await authorQuiz(t.app, editor, course.id, classId, { version: quiz.version, attempt_limit: limit });
        const student = await enrolledStudent();
        const results = await Promise.all(Array.from({ length: burst }, () => start(student)));
        const created = Math.min(limit, burst);
        expect(results.filter((r) => r.statusCode === 201)).toHaveLength(created);
        expect(results.filter((r) => r.statusCode !== 201).every((r) => r.statusCode === 403)).toBe(true);
        expect((await attemptsOf(student)).map((r) => r.number)).toEqual(Array.from({ length: created }, (_, i) => i + 1));
      }),
      { numRuns: RUNS },
    );
  });

  it('5 parallel submissions of one attempt: exactly one is scored, the others get 409', async () => {
    const student = await enrolledStudent();
    const { attempt, questions } = (await start(student)).json();
    const answers = questions.map((q: { id: number; kind: string }) => (q.kind === 'text' ? { question_id: q.id, value: 'me21n' } : { question_id: q.id }));
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({ method: 'POST', url: `${base()}/attempts/${attempt.id}/submit`, headers: student.auth, payload: { answers } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) expect(refused.json()).toEqual({ detail: QUIZ_MESSAGES.alreadySubmitted });
    expect(await attemptsOf(student)).toEqual([{ number: 1, status: 'submitted' }]);
  });
});
