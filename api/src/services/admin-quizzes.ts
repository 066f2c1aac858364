// Quiz authoring in the back office (decision 130). A save is one transaction: the course row is
// locked (so an outline edit cannot turn the class into a video meanwhile), the quiz's version is
// checked (a stale form gets 409; version 0 creates it), the settings and the whole question list
// are written, and one audit row on the course records the quiz before and after (decision 112:
// whoever may read the course may read its history).
import { ADMIN_MESSAGES, QUIZ_AUTHOR_MESSAGES, type AdminQuiz, type QuizQuestionInput, type QuizUpdate } from '@sap-academy/contracts/admin';
import { QUIZ_MESSAGES } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { adminCoursesRepository } from '../repositories/admin-courses';
import { recordAudit } from '../repositories/audit';
import { quizzesRepository, type NewQuestion, type QuestionRecord, type QuizRecord } from '../repositories/quizzes';

const toNewQuestion = (q: QuizQuestionInput): NewQuestion => {
  const common = { kind: q.kind, prompt: q.prompt, imageUrl: q.image_url, explanation: q.explanation, points: q.points };
  switch (q.kind) {
    case 'single':
    case 'multiple':
      return { ...common, options: q.options.map((o, i) => ({ id: i + 1, text: o.text, correct: o.correct })), solution: {} };
    case 'numeric':
      return { ...common, options: [], solution: { answer: q.answer, tolerance: q.tolerance } };
    case 'text':
      return { ...common, options: [], solution: { accepted: q.accepted_answers } };
  }
};

export function toAdminQuiz(courseId: number, quiz: QuizRecord, questions: QuestionRecord[]): AdminQuiz {
  return {
    class_id: quiz.classId,
    course_id: courseId,
    pass_mark: quiz.passMark,
    attempt_limit: quiz.attemptLimit,
    time_limit_seconds: quiz.timeLimitSeconds,
    shuffle_questions: quiz.shuffleQuestions,
    shuffle_options: quiz.shuffleOptions,
    version: quiz.version,
    updated_at: quiz.updatedAt.toISOString(),
    questions: questions.map((q) => ({
      id: q.id,
      kind: q.kind as AdminQuiz['questions'][number]['kind'],
      prompt: q.prompt,
      image_url: q.imageUrl,
      explanation: q.explanation,
      points: q.points,
      options: q.options,
      answer: q.solution.answer ?? null,
      tolerance: q.solution.tolerance ?? null,
      accepted_answers: q.solution.accepted ?? [],
    })),
  };
}

/** What the audit row keeps: the quiz without ids or timestamps, which say nothing about the change. */
const snapshot = (quiz: AdminQuiz) => ({
  version: quiz.version,
  class_id: quiz.class_id,
  pass_mark: quiz.pass_mark,
  attempt_limit: quiz.attempt_limit,
  time_limit_seconds: quiz.time_limit_seconds,
  shuffle_questions: quiz.shuffle_questions,
  shuffle_options: quiz.shuffle_options,
  questions: quiz.questions.map(({ id: _id, ...question }) => question),
});

export function adminQuizzesService({ db }: { db: Db }) {
  async function read(tx: Db, courseId: number, classId: number): Promise<AdminQuiz | null> {
    const repo = quizzesRepository(tx);
    const quiz = await repo.findByClass(classId);
    return quiz ? toAdminQuiz(courseId, quiz, await repo.questionsOf(quiz.id)) : null;
  }

  return {
    /** 404 for a class outside the course, or a class without a quiz yet. */
    async get(courseId: number, classId: number): Promise<AdminQuiz> {
      if (!(await quizzesRepository(db).findClass(courseId, classId))) throw notFound('Class');
      const quiz = await read(db, courseId, classId);
      if (!quiz) throw new DomainError('not_found', QUIZ_MESSAGES.notFound);
      return quiz;
    },

    async save(actorUserId: number, courseId: number, classId: number, input: QuizUpdate): Promise<AdminQuiz> {
      const { version, questions, ...settings } = input;
      return inTransaction(db, async (tx) => {
        const repo = quizzesRepository(tx);
        await adminCoursesRepository(tx).lockVersion(courseId, undefined);
        const cls = await repo.findClass(courseId, classId);
        if (!cls) throw notFound('Class');
        if (cls.type !== 'QUIZ') throw new DomainError('conflict', QUIZ_AUTHOR_MESSAGES.notQuizClass);
        const existing = await repo.findByClass(classId, { lock: true });
        const before = existing ? await read(tx, courseId, classId) : null;
        let quiz: QuizRecord | null;
        if (existing) quiz = await repo.update(existing.id, version, settings);
        else quiz = version === 0 ? await repo.insert(classId, settings) : null;
        if (!quiz) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
        await repo.replaceQuestions(quiz.id, questions.map(toNewQuestion));
        const after = toAdminQuiz(courseId, quiz, await repo.questionsOf(quiz.id));
        await recordAudit(tx, {
          actorUserId,
          action: existing ? 'course.quiz_update' : 'course.quiz_create',
          entity: 'course',
          entityId: courseId,
          before: before ? snapshot(before) : null,
          after: snapshot(after),
        });
        return after;
      }).catch((err: unknown) => {
        // Two first saves at once: the second meets the one-quiz-per-class constraint.
        if (isUniqueViolation(err)) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
        throw err;
      });
    },
  };
}
