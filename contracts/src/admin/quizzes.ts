// Quiz authoring for a QUIZ class (decision 130): the settings and the whole ordered question list,
// written at once with the version the form loaded (as the course outline is).
import { z } from 'zod';
import { QUESTION_KINDS } from '../quizzes.ts';
import { multiLine, singleLine } from '../text.ts';
import { idSchema, timestampSchema, versionSchema } from './common.ts';
import { QUIZ_IMAGE_PATH } from './quiz-images.ts';

export const QUIZ_LIMITS = {
  questions: 200,
  options: { min: 2, max: 10 },
  points: { min: 1, max: 100 },
  acceptedAnswers: 10,
  attempts: 100,
  /** Seconds: 30 s to 24 h. */
  timeLimit: { min: 30, max: 86_400 },
} as const;

export const QUIZ_AUTHOR_MESSAGES = {
  notQuizClass: 'This class is not a quiz. Set its type to QUIZ in the course outline first.',
  singleNeedsOne: 'A single-choice question needs exactly one correct option.',
  multipleNeedsOne: 'A multiple-choice question needs at least one correct option.',
  imageUrl: 'Image must be an http(s) URL or an uploaded image.',
} as const;

const prompt = multiLine({ error: 'Question text is required.' })
  .min(1, { error: 'Question text is required.' })
  .max(2000, { error: 'Question text must be at most 2000 characters.' });

const common = {
  prompt,
  /** The question's picture: an http(s) link, or the path of an image uploaded to the API (decision 132). */
  image_url: z
    .union([z.url({ protocol: /^https?$/ }), z.string().regex(QUIZ_IMAGE_PATH)], { error: QUIZ_AUTHOR_MESSAGES.imageUrl })
    .pipe(z.string().max(500, { error: 'Image link must be at most 500 characters.' }))
    .nullable()
    .default(null),
  explanation: multiLine().max(2000, { error: 'Explanation must be at most 2000 characters.' }).nullable().default(null),
  points: z
    .number({ error: 'Points must be a whole number.' })
    .int({ error: 'Points must be a whole number.' })
    .min(QUIZ_LIMITS.points.min, { error: `Points must be at least ${QUIZ_LIMITS.points.min}.` })
    .max(QUIZ_LIMITS.points.max, { error: `Points must be at most ${QUIZ_LIMITS.points.max}.` })
    .default(1),
};

const optionSchema = z.object({
  text: singleLine({ error: 'Option text is required.' })
    .min(1, { error: 'Option text is required.' })
    .max(500, { error: 'Option text must be at most 500 characters.' }),
  correct: z.boolean().default(false),
});
const options = z
  .array(optionSchema)
  .min(QUIZ_LIMITS.options.min, { error: `Give at least ${QUIZ_LIMITS.options.min} options.` })
  .max(QUIZ_LIMITS.options.max, { error: `Give at most ${QUIZ_LIMITS.options.max} options.` });
const finite = (label: string) => z.number({ error: `${label} must be a number.` }).refine(Number.isFinite, { error: `${label} must be a finite number.` });

export const quizQuestionInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('single'), ...common, options }),
      z.object({ kind: z.literal('multiple'), ...common, options }),
      z.object({
        kind: z.literal('numeric'),
        ...common,
        answer: finite('Answer'),
        tolerance: finite('Tolerance')
          .pipe(z.number().min(0, { error: 'Tolerance cannot be negative.' }))
          .default(0),
      }),
      z.object({
        kind: z.literal('text'),
        ...common,
        accepted_answers: z
          .array(
            singleLine({ error: 'An accepted answer is required.' })
              .min(1, { error: 'An accepted answer cannot be empty.' })
              .max(200, { error: 'An accepted answer must be at most 200 characters.' }),
          )
          .min(1, { error: 'Give at least one accepted answer.' })
          .max(QUIZ_LIMITS.acceptedAnswers, { error: `Give at most ${QUIZ_LIMITS.acceptedAnswers} accepted answers.` }),
      }),
    ],
    { error: `Question kind must be one of ${QUESTION_KINDS.join(', ')}.` },
  )
  .superRefine((question, ctx) => {
    if (question.kind !== 'single' && question.kind !== 'multiple') return;
    const correct = question.options.filter((option) => option.correct).length;
    if (question.kind === 'single' && correct !== 1) ctx.addIssue({ code: 'custom', path: ['options'], message: QUIZ_AUTHOR_MESSAGES.singleNeedsOne });
    if (question.kind === 'multiple' && correct < 1) ctx.addIssue({ code: 'custom', path: ['options'], message: QUIZ_AUTHOR_MESSAGES.multipleNeedsOne });
  });
export type QuizQuestionInput = z.infer<typeof quizQuestionInputSchema>;

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number.` })
    .int({ error: `${label} must be a whole number.` })
    .min(min, { error: `${label} must be at least ${min}.` })
    .max(max, { error: `${label} must be at most ${max}.` });

export const quizSettingsSchema = z.object({
  /** Percent of the maximum score; passed when score × 100 ≥ pass_mark × max (no rounding). */
  pass_mark: wholeNumber('Pass mark', 0, 100),
  /** Null: unlimited attempts. */
  attempt_limit: wholeNumber('Attempt limit', 1, QUIZ_LIMITS.attempts).nullable().default(null),
  /** Null: untimed. */
  time_limit_seconds: wholeNumber('Time limit', QUIZ_LIMITS.timeLimit.min, QUIZ_LIMITS.timeLimit.max).nullable().default(null),
  shuffle_questions: z.boolean().default(false),
  shuffle_options: z.boolean().default(false),
});
export type QuizSettings = z.infer<typeof quizSettingsSchema>;

/** PUT /admin/courses/{id}/classes/{classId}/quiz: version 0 creates it; otherwise the version the form loaded. */
export const quizUpdateSchema = quizSettingsSchema.extend({
  version: versionSchema,
  questions: z
    .array(quizQuestionInputSchema)
    .min(1, { error: 'A quiz needs at least one question.' })
    .max(QUIZ_LIMITS.questions, { error: `A quiz has at most ${QUIZ_LIMITS.questions} questions.` }),
});
export type QuizUpdate = z.infer<typeof quizUpdateSchema>;

const storedQuestion = <T extends z.ZodRawShape>(shape: T) => z.object({ id: idSchema, ...shape });

/** GET and PUT answer: the quiz with its solutions, for staff only. Option ids are their 1-based positions. */
export const adminQuizSchema = quizSettingsSchema.extend({
  class_id: idSchema,
  course_id: idSchema,
  version: versionSchema,
  updated_at: timestampSchema,
  questions: z.array(
    storedQuestion({
      kind: z.enum(QUESTION_KINDS),
      prompt: z.string(),
      image_url: z.string().nullable(),
      explanation: z.string().nullable(),
      points: z.number().int(),
      options: z.array(z.object({ id: idSchema, text: z.string(), correct: z.boolean() })),
      answer: z.number().nullable(),
      tolerance: z.number().nullable(),
      accepted_answers: z.array(z.string()),
    }),
  ),
});
export type AdminQuiz = z.infer<typeof adminQuizSchema>;
