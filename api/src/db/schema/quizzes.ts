// Quizzes (decision 130): one per QUIZ class, its ordered questions, and each student's attempts.
// An attempt stores the questions exactly as it served them, solutions included, so it is scored
// against what the student saw even when staff edit the quiz meanwhile.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, parentId, updatedAt, version } from './columns';
import { students } from './accounts';
import { classes } from './catalogue';

/** A choice question's option; `id` is its 1-based position when authored. */
export interface StoredOption {
  id: number;
  text: string;
  correct: boolean;
}

/** What a question needs to be scored: numeric `answer` ± `tolerance`, or text `accepted`. */
export interface StoredSolution {
  answer?: number;
  tolerance?: number;
  accepted?: string[];
}

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    classId: parentId('class_id', () => classes.id).unique('quizzes_class_key'),
    passMark: smallint('pass_mark').notNull(),
    attemptLimit: integer('attempt_limit'),
    timeLimitSeconds: integer('time_limit_seconds'),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quizzes_pass_mark_range', sql`${t.passMark} between 0 and 100`),
    check('quizzes_attempt_limit_positive', sql`${t.attemptLimit} is null or ${t.attemptLimit} > 0`),
    check('quizzes_time_limit_positive', sql`${t.timeLimitSeconds} is null or ${t.timeLimitSeconds} > 0`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: parentId('quiz_id', () => quizzes.id),
    position: integer('position').notNull(),
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    imageUrl: text('image_url'),
    explanation: text('explanation'),
    points: integer('points').notNull(),
    options: jsonb('options').$type<StoredOption[]>().notNull().default([]),
    solution: jsonb('solution').$type<StoredSolution>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('quiz_questions_quiz_position_key').on(t.quizId, t.position),
    check('quiz_questions_kind', sql`${t.kind} in ('single', 'multiple', 'numeric', 'text')`),
    check('quiz_questions_points_positive', sql`${t.points} > 0`),
  ],
);

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    quizId: parentId('quiz_id', () => quizzes.id),
    studentId: parentId('student_id', () => students.id),
    /** 1 for the student's first attempt at this quiz; unique, so no race can reuse a number. */
    number: integer('number').notNull(),
    status: text('status').notNull().default('open'),
    /** The questions as served (order, options, solutions): see the file's comment. */
    questions: jsonb('questions').notNull(),
    answers: jsonb('answers'),
    score: integer('score'),
    maxScore: integer('max_score').notNull(),
    /** The quiz's pass mark when the attempt started: a later edit does not move its goalposts. */
    passMark: smallint('pass_mark').notNull(),
    passed: boolean('passed'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The database's clock at start plus the time limit; null when untimed. */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quiz_attempts_quiz_student_number_key').on(t.quizId, t.studentId, t.number),
    index('quiz_attempts_student_idx').on(t.studentId),
    check('quiz_attempts_status', sql`${t.status} in ('open', 'submitted', 'expired', 'abandoned')`),
    check('quiz_attempts_score_range', sql`${t.score} is null or (${t.score} between 0 and ${t.maxScore})`),
  ],
);
