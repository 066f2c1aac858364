// A student takes a quiz (decision 130): no solution before submission, one scored submission,
// a pass completes the class, the attempt limit, the server-side deadline, and nobody else's attempt.
import { eq, sql } from 'drizzle-orm';
import {
  QUIZ_MESSAGES,
  QUIZ_SUBMIT_GRACE_SECONDS,
  quizAttemptResponseSchema,
  quizOverviewResponseSchema,
  quizResultResponseSchema,
  type QuizAnswer,
} from '@sap-academy/contracts';
import type { AdminQuiz } from '@sap-academy/contracts/admin';
import { MESSAGES } from '../../../src/config/constants';
import { courses, quizAttempts } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { insertCourse, signUp, type CourseFixture, type StudentSession } from '../../helpers/fixtures';
import { SECRETS, authorQuiz, makeQuizClass } from '../../helpers/quizzes';
import { signUpAs } from '../../helpers/staff';

/** What must never appear in a response before the attempt is submitted. */
const SOLUTION_MARKERS = [SECRETS.explanation, SECRETS.accepted, String(SECRETS.numeric), '"correct"', 'accepted', 'tolerance', 'explanation', 'answer'];
const expectNoSolution = (body: string) => {
  for (const marker of SOLUTION_MARKERS) expect(body).not.toContain(marker);
};

const rightAnswers = (quiz: AdminQuiz): QuizAnswer[] => {
  const [single, multiple, numeric, text] = quiz.questions;
  return [
    { question_id: single!.id, option_ids: [2] },
    { question_id: multiple!.id, option_ids: [2, 1] },
    { question_id: numeric!.id, value: '18.75' },
    { question_id: text!.id, value: ' me 21 n ' },
  ];
};

describe.each(DRIVERS)('quiz attempts on %s', (driver) => {
  const t = useTestApp(driver);
  let course: CourseFixture;
  let classId: number;
  let owner: StudentSession;
  let classmate: StudentSession;
  let editor: StudentSession;
  let quiz: AdminQuiz;

  const base = () => `/lms/course/${course.id}/class/${classId}/quiz`;
  const join = (who: StudentSession) => t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/join`, headers: who.auth, payload: {} });
  const overview = (who: StudentSession = owner) => t.app.inject({ method: 'GET', url: base(), headers: who.auth });
  // With a JSON body, as the portal's client sends every request (SPEC §7); the race test sends none.
  const start = (who: StudentSession = owner) => t.app.inject({ method: 'POST', url: `${base()}/attempts`, headers: who.auth, payload: {} });
  const read = (attemptId: number | string, who: StudentSession = owner) =>
    t.app.inject({ method: 'GET', url: `${base()}/attempts/${attemptId}`, headers: who.auth });
  const submit = (attemptId: number | string, answers: unknown, who: StudentSession = owner) =>
    t.app.inject({ method: 'POST', url: `${base()}/attempts/${attemptId}/submit`, headers: who.auth, payload: { answers } as object });
  const reauthor = async (overrides: Record<string, unknown>) => {
    quiz = await authorQuiz(t.app, editor, course.id, classId, { version: quiz.version, ...overrides });
  };

  beforeEach(async () => {
    course = await insertCourse(t.db, { price: 0, sections: [2] });
    classId = course.classIds[1]!;
    await makeQuizClass(t.db, classId);
    editor = await signUpAs(t.app, t.db, 'editor');
    quiz = await authorQuiz(t.app, editor, course.id, classId);
    owner = await signUp(t.app, 'Owner');
    classmate = await signUp(t.app, 'Classmate');
    await join(owner);
    await join(classmate);
  });

  it('serves the questions without a correct flag, an accepted answer or an explanation, in every response before submission', async () => {
    const before = await overview();
    expect(before.statusCode).toBe(200);
    expect(quizOverviewResponseSchema.parse(before.json())).toEqual({
      class_id: classId,
      pass_mark: 60,
      attempt_limit: null,
      attempts_left: null,
      time_limit_seconds: null,
      question_count: 4,
      max_score: 10,
      passed: false,
      attempts: [],
    });
    const started = await start();
    expect(started.statusCode).toBe(201);
    const attempt = quizAttemptResponseSchema.parse(started.json());
    expect(attempt.attempt).toMatchObject({ number: 1, status: 'open', score: null, max_score: 10, passed: null, deadline_at: null });
    for (const question of started.json().questions) {
      expect(Object.keys(question).sort()).toEqual(['id', 'image_url', 'kind', 'options', 'points', 'prompt']);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'text']);
    }
    expect(attempt.questions[0]).toMatchObject({
      kind: 'single',
      image_url: 'https://cdn.example.com/quiz/mm.png',
      options: [
        { id: 1, text: 'SD' },
        { id: 2, text: 'MM' },
        { id: 3, text: 'FICO' },
      ],
    });
    const again = await read(attempt.attempt.id);
    const during = await overview();
    for (const res of [before, started, again, during]) expectNoSolution(res.body);
    expect(again.json()).toEqual(started.json());
  });

  it('scores a full-marks submission once, returns the solutions and explanations, and completes the class', async () => {
    const { attempt } = (await start()).json();
    const res = await submit(attempt.id, rightAnswers(quiz));
    expect(res.statusCode).toBe(200);
    const result = quizResultResponseSchema.parse(res.json());
    expect(result.attempt).toMatchObject({ id: attempt.id, status: 'submitted', score: 10, max_score: 10, passed: true });
    expect(result.questions.map((q) => [q.correct, q.points_awarded])).toEqual([
      [true, 2],
      [true, 3],
      [true, 1],
      [true, 4],
    ]);
    expect(result.questions[0]).toMatchObject({ explanation: `${SECRETS.explanation} (single)`, correct_option_ids: [2], given_option_ids: [2] });
    expect(result.questions[2]).toMatchObject({ numeric_answer: SECRETS.numeric, tolerance: 0.25, given_value: '18.75' });
    expect(result.questions[3]).toMatchObject({ accepted_answers: [SECRETS.accepted] });
    expect((await read(attempt.id)).json()).toEqual(res.json());

    const again = await submit(attempt.id, rightAnswers(quiz));
    expect([again.statusCode, again.json()]).toEqual([409, { detail: QUIZ_MESSAGES.alreadySubmitted }]);

    const enrolmentId = (await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}`, headers: owner.auth })).json().course_student.id;
    const viewer = (await t.app.inject({ method: 'GET', url: `/lms/course/${course.id}/continue/${enrolmentId}`, headers: owner.auth })).json();
    expect(viewer.classes[0].classes.map((c: { progress_status: number }) => c.progress_status)).toEqual([0, 2]);
    expect((await overview()).json()).toMatchObject({ passed: true, attempts: [{ id: attempt.id, status: 'submitted', score: 10, passed: true }] });
  });

  it('passes at the pass mark and fails below it: multiple choice is all or nothing, numbers within tolerance, text ignoring case and spaces', async () => {
    const [single, multiple, numeric, text] = quiz.questions;
    const first = (await start()).json().attempt.id;
    // 2 + 0 (one of two right options) + 1 (18.9 is within 0.25) + 4 = 7 of 10 ≥ 60 %.
    const seven = await submit(first, [
      { question_id: single!.id, option_ids: [2] },
      { question_id: multiple!.id, option_ids: [1] },
      { question_id: numeric!.id, value: '18.9' },
      { question_id: text!.id, value: 'ME21n' },
    ]);
    expect(seven.json().attempt).toMatchObject({ score: 7, passed: true });
    await reauthor({ pass_mark: 71 });
    // A save replaces the questions (new ids); attempts keep the ones they served.
    const [single2, multiple2, numeric2, text2] = quiz.questions;
    expect(single2!.id).not.toBe(single!.id);
    const second = (await start()).json().attempt.id;
    // The same 7 of 10 is below 71 %; the wrong extra option and 19.1 (outside 0.25) earn nothing.
    const fail = await submit(second, [
      { question_id: single2!.id, option_ids: [2] },
      { question_id: multiple2!.id, option_ids: [1, 2, 3] },
      { question_id: numeric2!.id, value: '19.1' },
      { question_id: text2!.id, value: 'me 21n' },
    ]);
    expect(fail.json().attempt).toMatchObject({ score: 6, max_score: 10, passed: false });
    expect(fail.json().questions.map((q: { correct: boolean }) => q.correct)).toEqual([true, false, false, true]);
    // The first attempt is still read back against the questions it served, at the pass mark it started with.
    expect((await read(first)).json().attempt).toMatchObject({ score: 7, passed: true });
  });

  it('leaves a failed quiz class incomplete, and refuses to complete a quiz class by a click', async () => {
    const { attempt } = (await start()).json();
    expect((await submit(attempt.id, [])).json().attempt).toMatchObject({ score: 0, passed: false });
    const click = await t.app.inject({ method: 'PUT', url: `/lms/course/${course.id}/class/${classId}/progress`, headers: owner.auth, payload: { status: 2 } });
    expect([click.statusCode, click.json()]).toEqual([409, { detail: QUIZ_MESSAGES.passToComplete }]);
    const opened = await t.app.inject({
      method: 'PUT',
      url: `/lms/course/${course.id}/class/${classId}/progress`,
      headers: owner.auth,
      payload: { status: 1 },
    });
    expect(opened.json()).toMatchObject({ progress_status: 1, progress: { completed: 0, total: 2 } });
  });

  it('refuses a start past the attempt limit (403), and closes an open attempt when a newer one starts', async () => {
    await reauthor({ attempt_limit: 2 });
    const first = (await start()).json().attempt.id;
    const second = (await start()).json().attempt.id;
    const third = await start();
    expect([third.statusCode, third.json()]).toEqual([403, { detail: QUIZ_MESSAGES.limitReached }]);
    const closed = await submit(first, rightAnswers(quiz));
    expect([closed.statusCode, closed.json()]).toEqual([409, { detail: QUIZ_MESSAGES.closed }]);
    expectNoSolution((await read(first)).body);
    expect((await overview()).json()).toMatchObject({
      attempt_limit: 2,
      attempts_left: 0,
      attempts: [
        { id: second, number: 2, status: 'open' },
        { id: first, number: 1, status: 'abandoned' },
      ],
    });
  });

  it(`refuses a timed attempt submitted after its deadline and ${QUIZ_SUBMIT_GRACE_SECONDS} s of grace on the server's clock, and records it as expired`, async () => {
    await reauthor({ time_limit_seconds: 60 });
    const started = (await start()).json().attempt;
    const limit = new Date(started.deadline_at).getTime() - new Date(started.started_at).getTime();
    expect(limit).toBe(60_000);
    // Time passes: the deadline moves into the past (the client's clock plays no part).
    await t.db
      .update(quizAttempts)
      .set({ deadlineAt: sql`now() - make_interval(secs => ${QUIZ_SUBMIT_GRACE_SECONDS + 1})` })
      .where(eq(quizAttempts.id, started.id));
    expect((await read(started.id)).json().attempt.status).toBe('expired');
    const late = await submit(started.id, rightAnswers(quiz));
    expect([late.statusCode, late.json()]).toEqual([409, { detail: QUIZ_MESSAGES.expired }]);
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, started.id));
    expect(row).toMatchObject({ status: 'expired', score: null, passed: null });
    expectNoSolution((await read(started.id)).body);
    expect((await submit(started.id, [])).json()).toEqual({ detail: QUIZ_MESSAGES.expired });
  });

  it('accepts a timed attempt submitted within the grace after its deadline', async () => {
    await reauthor({ time_limit_seconds: 60 });
    const started = (await start()).json().attempt;
    await t.db
      .update(quizAttempts)
      .set({ deadlineAt: sql`now() - make_interval(secs => ${QUIZ_SUBMIT_GRACE_SECONDS - 3})` })
      .where(eq(quizAttempts.id, started.id));
    const res = await submit(started.id, rightAnswers(quiz));
    expect([res.statusCode, res.json().attempt.status]).toEqual([200, 'submitted']);
  });

  it("answers another student's attempt exactly as a missing one (404), for reading and submitting", async () => {
    const { attempt } = (await start()).json();
    const missing = await read(999_999, classmate);
    for (const res of [await read(attempt.id, classmate), await submit(attempt.id, rightAnswers(quiz), classmate)]) {
      expect([res.statusCode, res.json()]).toEqual([404, { detail: QUIZ_MESSAGES.attemptNotFound }]);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await read(attempt.id)).json().attempt.status).toBe('open'); // untouched
    expect((await overview(classmate)).json().attempts).toEqual([]);
  });

  it('refuses a visitor (401), a student not enrolled (403), an unlisted course (404), and a class that is not a quiz (404)', async () => {
    expect((await t.app.inject({ method: 'POST', url: `${base()}/attempts` })).statusCode).toBe(401);
    const stranger = await signUp(t.app, 'Stranger');
    for (const res of [await overview(stranger), await start(stranger)]) expect([res.statusCode, res.json()]).toEqual([403, { detail: MESSAGES.notEnrolled }]);
    await t.db.update(courses).set({ published: false }).where(eq(courses.id, course.id));
    expect([(await start(stranger)).statusCode, (await start(stranger)).json()]).toEqual([404, { detail: 'Course not found.' }]);
    const video = await t.app.inject({ method: 'POST', url: `/lms/course/${course.id}/class/${course.classIds[0]}/quiz/attempts`, headers: owner.auth });
    expect([video.statusCode, video.json()]).toEqual([404, { detail: QUIZ_MESSAGES.notFound }]);
  });

  it.each([
    ['an unknown question', (q: AdminQuiz) => [{ question_id: q.questions[0]!.id + 1000, option_ids: [1] }], 'is not part of this attempt'],
    [
      'a question answered twice',
      (q: AdminQuiz) => [
        { question_id: q.questions[3]!.id, value: 'a' },
        { question_id: q.questions[3]!.id, value: 'b' },
      ],
      'answered twice',
    ],
    ['an option the question lacks', (q: AdminQuiz) => [{ question_id: q.questions[0]!.id, option_ids: [9] }], 'has no option 9'],
    ['a value for a choice question', (q: AdminQuiz) => [{ question_id: q.questions[0]!.id, value: 'MM' }], 'takes option_ids'],
    ['options for a text question', (q: AdminQuiz) => [{ question_id: q.questions[3]!.id, option_ids: [1] }], 'takes a value'],
    ['answers that are not a list', () => 'all of them', ''],
    ['a question id that is not a number', () => [{ question_id: 'one', value: 'x' }], ''],
  ])('refuses %s with 422 and {detail}, and the attempt stays open', async (_name, answers, words) => {
    const { attempt } = (await start()).json();
    const res = await submit(attempt.id, answers(quiz));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ detail: expect.stringContaining(words), fields: expect.any(Object) });
    expect((await read(attempt.id)).json().attempt.status).toBe('open');
  });

  it('answers 422 with {detail} for a malformed attempt id', async () => {
    const res = await read('0');
    expect([res.statusCode, res.json().detail]).toEqual([422, expect.any(String)]);
  });

  it('serves shuffled questions and options when the quiz says so, and scores them by id', async () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      kind: 'single',
      prompt: `Question ${i + 1}`,
      points: 1,
      options: Array.from({ length: 5 }, (_, o) => ({ text: `Option ${o + 1}`, correct: o === 0 })),
    }));
    await reauthor({ shuffle_questions: true, shuffle_options: true, questions: many });
    const orders = new Set<string>();
    let last: { id: number; options: { id: number }[] }[] = [];
    let attemptId = 0;
    for (let i = 0; i < 3; i++) {
      const body = (await start()).json();
      last = body.questions;
      attemptId = body.attempt.id;
      orders.add(JSON.stringify(last.map((q) => [q.id, q.options.map((o) => o.id)])));
    }
    // 3 draws of 8! × 120^8 orders: identical only with negligible probability.
    expect(orders.size).toBeGreaterThan(1);
    expect(new Set(last.map((q) => q.id))).toEqual(new Set(quiz.questions.map((q) => q.id)));
    const res = await submit(
      attemptId,
      last.map((q) => ({ question_id: q.id, option_ids: [1] })),
    );
    expect(res.json().attempt).toMatchObject({ score: 8, max_score: 8, passed: true });
  });
});
