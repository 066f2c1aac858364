// A student takes a quiz (decision 130). Rules owned here:
// - only a student enrolled in the course reaches a quiz (403 when the course is listed, 404 when
//   it is not, as the class viewer answers);
// - a start locks the student's enrolment row, counts their attempts and refuses one past the
//   limit, so parallel starts can never exceed it; it closes an earlier open attempt, so only the
//   newest can be submitted;
// - a submission is scored once, against the questions the attempt served; a timed attempt
//   submitted later than its deadline plus QUIZ_SUBMIT_GRACE_SECONDS (the database's clock) is
//   refused and recorded as expired;
// - a passed attempt completes the class through class_progress, as the class viewer's check mark
//   does (SPEC §3 "progress_status 2 completed").
import { randomInt } from 'node:crypto';
import { QUIZ_MESSAGES, QUIZ_SUBMIT_GRACE_SECONDS, PROGRESS_STATUS, type QuizAnswer, type QuizOverviewResponse } from '@sap-academy/contracts';
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import type { StoredOption } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { scoreAttempt } from '../domain/quiz-scoring';
import { enrolmentsRepository } from '../repositories/enrolments';
import { quizzesRepository, type QuestionRecord, type QuizRecord, type ServedQuestion } from '../repositories/quizzes';
import { attemptSummary, attemptView, resultView, servedQuestions } from './quiz-views';
import { issueIfEligible } from './certificates';

export interface QuizAttemptsDeps {
  db: Db;
  catalogue: { course(id: number): Promise<{ listed: boolean } | null | undefined> };
}

interface Where {
  studentId: number;
  courseId: number;
  classId: number;
}

/** Fisher–Yates with the operating system's randomness. */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function serve(quiz: QuizRecord, questions: QuestionRecord[]): ServedQuestion[] {
  const order = quiz.shuffleQuestions ? shuffled(questions) : questions;
  return order.map((q) => ({
    id: q.id,
    kind: q.kind as ServedQuestion['kind'],
    prompt: q.prompt,
    image_url: q.imageUrl,
    explanation: q.explanation,
    points: q.points,
    options: quiz.shuffleOptions ? shuffled<StoredOption>(q.options) : q.options,
    ...q.solution,
  }));
}

const invalidAnswer = (index: number, detail: string) => new DomainError('invalid', detail, { fields: { [`body.answers.${index}`]: detail } });

/** Every answer names a served question once, and carries the kind of value that question takes. */
function checkAnswers(questions: ServedQuestion[], answers: QuizAnswer[]) {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const question = byId.get(answer.question_id);
    if (!question) throw invalidAnswer(index, `Question ${answer.question_id} is not part of this attempt.`);
    if (seen.has(answer.question_id)) throw invalidAnswer(index, `Question ${answer.question_id} is answered twice.`);
    seen.add(answer.question_id);
    const choice = question.kind === 'single' || question.kind === 'multiple';
    if (choice && answer.value !== undefined) throw invalidAnswer(index, `Question ${answer.question_id} takes option_ids, not a value.`);
    if (!choice && answer.option_ids !== undefined) throw invalidAnswer(index, `Question ${answer.question_id} takes a value, not option_ids.`);
    const options = new Set(question.options.map((option) => option.id));
    const unknown = (answer.option_ids ?? []).find((id) => !options.has(id));
    if (unknown !== undefined) throw invalidAnswer(index, `Question ${answer.question_id} has no option ${unknown}.`);
  });
}

export function quizAttemptsService({ db, catalogue }: QuizAttemptsDeps) {
  /** The quiz of a QUIZ class in a course the student is enrolled in. */
  async function locate({ studentId, courseId, classId }: Where): Promise<QuizRecord> {
    const course = await catalogue.course(courseId);
    if (!course) throw notFound('Course');
    if (!(await enrolmentsRepository(db).find(studentId, courseId)))
      throw course.listed ? new DomainError('forbidden', MESSAGES.notEnrolled) : notFound('Course');
    const repo = quizzesRepository(db);
    const cls = await repo.findClass(courseId, classId);
    const quiz = cls?.type === 'QUIZ' ? await repo.findByClass(classId) : null;
    if (!quiz) throw new DomainError('not_found', QUIZ_MESSAGES.notFound);
    return quiz;
  }

  async function ownAttempt(where: Where, attemptId: number) {
    const quiz = await locate(where);
    const found = await quizzesRepository(db).findAttempt(attemptId, quiz.id, where.studentId, { graceSeconds: QUIZ_SUBMIT_GRACE_SECONDS });
    // Another student's attempt answers exactly as a missing one: ids cannot be probed.
    if (!found) throw new DomainError('not_found', QUIZ_MESSAGES.attemptNotFound);
    return { quiz, ...found };
  }

  return {
    async overview(where: Where): Promise<QuizOverviewResponse> {
      const quiz = await locate(where);
      const repo = quizzesRepository(db);
      const [questions, attempts] = await Promise.all([repo.questionsOf(quiz.id), repo.attemptsOf(quiz.id, where.studentId, QUIZ_SUBMIT_GRACE_SECONDS)]);
      return {
        class_id: where.classId,
        pass_mark: quiz.passMark,
        attempt_limit: quiz.attemptLimit,
        attempts_left: quiz.attemptLimit === null ? null : Math.max(0, quiz.attemptLimit - attempts.length),
        time_limit_seconds: quiz.timeLimitSeconds,
        question_count: questions.length,
        max_score: questions.reduce((sum, q) => sum + q.points, 0),
        passed: attempts.some(({ attempt }) => attempt.passed === true),
        attempts: attempts.map(({ attempt, late }) => attemptSummary(attempt, late)),
      };
    },

    async start(where: Where) {
      await locate(where);
      const attempt = await inTransaction(db, async (tx) => {
        const repo = quizzesRepository(tx);
        if (!(await repo.lockEnrolment(where.studentId, where.courseId))) throw new DomainError('forbidden', MESSAGES.notEnrolled);
        // Read again under the lock: staff may have changed the quiz since `locate`.
        const quiz = await repo.findByClass(where.classId);
        if (!quiz) throw new DomainError('not_found', QUIZ_MESSAGES.notFound);
        const used = await repo.attemptCount(quiz.id, where.studentId);
        if (quiz.attemptLimit !== null && used >= quiz.attemptLimit) throw new DomainError('forbidden', QUIZ_MESSAGES.limitReached);
        const questions = serve(quiz, await repo.questionsOf(quiz.id));
        await repo.abandonOpen(quiz.id, where.studentId);
        return repo.insertAttempt({
          quizId: quiz.id,
          studentId: where.studentId,
          number: used + 1,
          questions,
          maxScore: questions.reduce((sum, q) => sum + q.points, 0),
          passMark: quiz.passMark,
          timeLimitSeconds: quiz.timeLimitSeconds,
        });
      });
      return attemptView(attempt, false);
    },

    /** A submitted attempt with its solutions; any other with its questions only. */
    async get(where: Where, attemptId: number) {
      const { attempt, late } = await ownAttempt(where, attemptId);
      return attempt.status === 'submitted' ? resultView(attempt) : attemptView(attempt, late);
    },

    async submit(where: Where, attemptId: number, answers: QuizAnswer[]) {
      const { quiz } = await ownAttempt(where, attemptId);
      const outcome = await inTransaction(db, async (tx) => {
        const repo = quizzesRepository(tx);
        const found = await repo.findAttempt(attemptId, quiz.id, where.studentId, { lock: true, graceSeconds: QUIZ_SUBMIT_GRACE_SECONDS });
        if (!found) throw new DomainError('not_found', QUIZ_MESSAGES.attemptNotFound);
        const { attempt, late } = found;
        if (attempt.status === 'submitted') throw new DomainError('conflict', QUIZ_MESSAGES.alreadySubmitted);
        if (attempt.status === 'abandoned') throw new DomainError('conflict', QUIZ_MESSAGES.closed);
        if (attempt.status === 'expired') throw new DomainError('conflict', QUIZ_MESSAGES.expired);
        const questions = servedQuestions(attempt);
        checkAnswers(questions, answers);
        if (late) {
          await repo.markExpired(attempt.id, answers);
          return null;
        }
        const { score, passed } = scoreAttempt(questions, answers, attempt.passMark);
        const submitted = await repo.markSubmitted(attempt.id, { answers, score, passed });
        if (passed) await enrolmentsRepository(tx).upsertProgress(where.studentId, where.classId, PROGRESS_STATUS.completed);
        // Any scored submission may meet the course's rules: a pass completes the class, and a
        // final quiz's own pass mark may differ from the quiz's (decision 135).
        await issueIfEligible(tx, where.studentId, where.courseId);
        return submitted;
      });
      // The expiry is committed first, then refused: the attempt stays closed either way.
      if (!outcome) throw new DomainError('conflict', QUIZ_MESSAGES.expired);
      return resultView(outcome);
    },
  };
}
