// The "post-training assessments" the site sells (SPEC §2 Corporate training) are quiz classes.
// A student's side of a quiz class (decision 130): the quiz's overview with their attempt history,
// an attempt's questions before it is submitted (never a correct answer or an explanation), the
// answers they submit, and the scored result with the solutions. The authoring side is
// `admin/quizzes.ts`.
import { z } from 'zod';
import { INT4_MAX } from './fields.ts';

export const QUESTION_KINDS = ['single', 'multiple', 'numeric', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * open: started, may be submitted until its deadline; submitted: scored; expired: submitted after
 * its deadline and the grace, refused and closed; abandoned: closed by the start of a newer attempt.
 */
export const ATTEMPT_STATUSES = ['open', 'submitted', 'expired', 'abandoned'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** A timed attempt is still accepted this long after its deadline: the request's time in flight. */
export const QUIZ_SUBMIT_GRACE_SECONDS = 5;

// The texts live without a schema so the class viewer's outline reads them without building this
// module (decision 036, amendment 2026-11-29).
export { QUIZ_MESSAGES } from './quiz-messages.ts';

const id = z.number().int().positive();
const MAX_ID = `Must be a whole number from 1 to ${INT4_MAX}.`;
const answerId = z.number({ error: MAX_ID }).int({ error: MAX_ID }).min(1, { error: MAX_ID }).max(INT4_MAX, { error: MAX_ID });

/** A question as a student sees it before submitting: no correct flag, no accepted answer, no explanation. */
export const quizQuestionSchema = z.object({
  id,
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  image_url: z.string().nullable(),
  points: z.number().int().positive(),
  /** Empty for numeric and text questions; in the order this attempt shows them. */
  options: z.array(z.object({ id, text: z.string() })),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizAttemptSummarySchema = z.object({
  id,
  /** 1 for the student's first attempt at this quiz. */
  number: z.number().int().positive(),
  status: z.enum(ATTEMPT_STATUSES),
  started_at: z.string(),
  /** Null for an untimed quiz. */
  deadline_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  /** Null until submitted. */
  score: z.number().int().nonnegative().nullable(),
  max_score: z.number().int().positive(),
  passed: z.boolean().nullable(),
});
export type QuizAttemptSummary = z.infer<typeof quizAttemptSummarySchema>;

/** GET /lms/course/{id}/class/{classId}/quiz: the rules and the caller's attempts, newest first. */
export const quizOverviewResponseSchema = z.object({
  class_id: id,
  /** Percent of the maximum score needed to pass. */
  pass_mark: z.number().int().min(0).max(100),
  attempt_limit: z.number().int().positive().nullable(),
  /** Null when attempts are unlimited. */
  attempts_left: z.number().int().nonnegative().nullable(),
  time_limit_seconds: z.number().int().positive().nullable(),
  question_count: z.number().int().positive(),
  max_score: z.number().int().positive(),
  /** Any attempt passed (the class is then complete). */
  passed: z.boolean(),
  attempts: z.array(quizAttemptSummarySchema),
});
export type QuizOverviewResponse = z.infer<typeof quizOverviewResponseSchema>;

/** POST …/quiz/attempts (201) and GET …/attempts/{attemptId} of an attempt not scored. */
export const quizAttemptResponseSchema = z.object({
  attempt: quizAttemptSummarySchema,
  questions: z.array(quizQuestionSchema),
});
export type QuizAttemptResponse = z.infer<typeof quizAttemptResponseSchema>;

/** One answer: chosen options for a choice question, the typed value for a numeric or text one. */
export const quizAnswerSchema = z.object({
  question_id: answerId,
  option_ids: z.array(answerId).max(20, { error: 'At most 20 options per answer.' }).optional(),
  value: z.string().max(200, { error: 'An answer must be at most 200 characters.' }).optional(),
});
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

/** POST …/attempts/{attemptId}/submit; a question left out scores 0. */
export const quizSubmitRequestSchema = z.object({
  answers: z.array(quizAnswerSchema).max(200, { error: 'At most 200 answers.' }),
});
export type QuizSubmitRequest = z.infer<typeof quizSubmitRequestSchema>;

/** A question after submission: its solution, the explanation, what the student gave and what it earned. */
export const quizResultQuestionSchema = quizQuestionSchema.extend({
  explanation: z.string().nullable(),
  correct_option_ids: z.array(id),
  /** Numeric questions: the answer and the tolerance either side of it. */
  numeric_answer: z.number().nullable(),
  tolerance: z.number().nullable(),
  /** Text questions: every accepted answer (matched ignoring case and spaces). */
  accepted_answers: z.array(z.string()),
  given_option_ids: z.array(id),
  given_value: z.string().nullable(),
  correct: z.boolean(),
  points_awarded: z.number().int().nonnegative(),
});
export type QuizResultQuestion = z.infer<typeof quizResultQuestionSchema>;

/** POST …/submit, and GET …/attempts/{attemptId} of a submitted attempt. */
export const quizResultResponseSchema = z.object({
  attempt: quizAttemptSummarySchema,
  questions: z.array(quizResultQuestionSchema),
});
export type QuizResultResponse = z.infer<typeof quizResultResponseSchema>;
