// Reads and writes of quizzes, their questions and attempts (decision 130), on the Db it is given.
// Time comparisons use the database's clock (`now()`), one clock for every API replica.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { QuestionKind } from '@sap-academy/contracts';
import type { QuizSettings } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { classes, courseStudents, quizAttempts, quizQuestions, quizzes, type StoredOption, type StoredSolution } from '../db/schema';

export type QuizRecord = typeof quizzes.$inferSelect;
export type QuestionRecord = typeof quizQuestions.$inferSelect;
export type AttemptRecord = typeof quizAttempts.$inferSelect;

/** A question as an attempt served it, its solution included (stored in the attempt row). */
export interface ServedQuestion extends StoredSolution {
  id: number;
  kind: QuestionKind;
  prompt: string;
  image_url: string | null;
  explanation: string | null;
  points: number;
  options: StoredOption[];
}

export interface NewQuestion {
  kind: QuestionKind;
  prompt: string;
  imageUrl: string | null;
  explanation: string | null;
  points: number;
  options: StoredOption[];
  solution: StoredSolution;
}

const settingsColumns = (s: QuizSettings) => ({
  passMark: s.pass_mark,
  attemptLimit: s.attempt_limit,
  timeLimitSeconds: s.time_limit_seconds,
  shuffleQuestions: s.shuffle_questions,
  shuffleOptions: s.shuffle_options,
});

const lateBy = (graceSeconds: number) =>
  sql<boolean>`(${quizAttempts.deadlineAt} is not null and now() > ${quizAttempts.deadlineAt} + make_interval(secs => ${graceSeconds}))`;

export function quizzesRepository(db: Db) {
  return {
    /** The class, when it belongs to the course. */
    async findClass(courseId: number, classId: number) {
      const [row] = await db
        .select({ id: classes.id, type: classes.onlineClassType })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.courseId, courseId)));
      return row ?? null;
    },

    async findByClass(classId: number, options: { lock?: boolean } = {}) {
      const query = db.select().from(quizzes).where(eq(quizzes.classId, classId));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async questionsOf(quizId: number) {
      return db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId)).orderBy(asc(quizQuestions.position));
    },

    async insert(classId: number, settings: QuizSettings) {
      const [row] = await db
        .insert(quizzes)
        .values({ classId, ...settingsColumns(settings) })
        .returning();
      return row!;
    },

    async update(id: number, version: number, settings: QuizSettings) {
      const [row] = await db
        .update(quizzes)
        .set({ ...settingsColumns(settings), version: version + 1, updatedAt: sql`now()` })
        .where(and(eq(quizzes.id, id), eq(quizzes.version, version)))
        .returning();
      return row ?? null;
    },

    /** Replaces the question list; attempts keep their own copies, so none is affected. */
    async replaceQuestions(quizId: number, questions: NewQuestion[]) {
      await db.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
      await db.insert(quizQuestions).values(questions.map((q, i) => ({ ...q, quizId, position: i + 1 })));
    },

    /** Serialises one student's starts in one course: every start locks their enrolment row first. */
    async lockEnrolment(studentId: number, courseId: number) {
      const [row] = await db
        .select({ id: courseStudents.id })
        .from(courseStudents)
        .where(and(eq(courseStudents.studentId, studentId), eq(courseStudents.courseId, courseId)))
        .for('update');
      return row ?? null;
    },

    async attemptCount(quizId: number, studentId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId)));
      return row!.n;
    },

    /** Closes the student's open attempts at this quiz (a newer one is starting). */
    async abandonOpen(quizId: number, studentId: number) {
      await db
        .update(quizAttempts)
        .set({ status: 'abandoned' })
        .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId), eq(quizAttempts.status, 'open')));
    },

    async insertAttempt(values: {
      quizId: number;
      studentId: number;
      number: number;
      questions: ServedQuestion[];
      maxScore: number;
      passMark: number;
      timeLimitSeconds: number | null;
    }) {
      const deadline = values.timeLimitSeconds === null ? null : sql`now() + make_interval(secs => ${values.timeLimitSeconds})`;
      const [row] = await db
        .insert(quizAttempts)
        .values({
          quizId: values.quizId,
          studentId: values.studentId,
          number: values.number,
          questions: values.questions,
          maxScore: values.maxScore,
          passMark: values.passMark,
          startedAt: sql`now()`,
          deadlineAt: deadline,
        })
        .returning();
      return row!;
    },

    /** Newest first, each with whether its deadline and the grace have passed. */
    async attemptsOf(quizId: number, studentId: number, graceSeconds: number) {
      return db
        .select({ attempt: quizAttempts, late: lateBy(graceSeconds) })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId)))
        .orderBy(desc(quizAttempts.number));
    },

    /**
     * The student's own attempt at this quiz (another student's is "not found"), optionally locked,
     * with whether the database's clock is past its deadline plus `graceSeconds`.
     */
    async findAttempt(attemptId: number, quizId: number, studentId: number, options: { lock?: boolean; graceSeconds?: number } = {}) {
      const query = db
        .select({ attempt: quizAttempts, late: lateBy(options.graceSeconds ?? 0) })
        .from(quizAttempts)
        .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.quizId, quizId), eq(quizAttempts.studentId, studentId)));
      const [row] = options.lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async markSubmitted(id: number, result: { answers: unknown; score: number; passed: boolean }) {
      const [row] = await db
        .update(quizAttempts)
        .set({ status: 'submitted', answers: result.answers, score: result.score, passed: result.passed, submittedAt: sql`now()` })
        .where(eq(quizAttempts.id, id))
        .returning();
      return row!;
    },

    async markExpired(id: number, answers: unknown) {
      await db
        .update(quizAttempts)
        .set({ status: 'expired', answers, submittedAt: sql`now()` })
        .where(eq(quizAttempts.id, id));
    },
  };
}
