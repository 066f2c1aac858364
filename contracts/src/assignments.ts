// A student's side of an ASSIGNMENT class (decision 134): the instructions, the due date in India,
// the template to download, and their submissions, each a version with its status and the
// trainer's comment. The authoring and review side is `admin/assignments.ts`.
import { z } from 'zod';
import { multiLine } from './text.ts';
import { ASSIGNMENT_MESSAGES } from './assignment-messages.ts';

export const ASSIGNMENT_LIMITS = {
  /** Files in one submission. */
  files: 5,
  textChars: 10_000,
  instructionsChars: 10_000,
  commentChars: 5_000,
  /** A due rule's days after enrolment: 0 (the day of enrolment) to ten years. */
  dueDays: { min: 0, max: 3650 },
} as const;

/**
 * submitted: waiting for a trainer; accepted: done, the class is complete; returned: the trainer
 * asked for changes, and the student may submit a new version.
 */
export const SUBMISSION_STATUSES = ['submitted', 'accepted', 'returned'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
/** The class's state for the student: their newest version's status, or not_submitted. */
export const ASSIGNMENT_STATES = ['not_submitted', ...SUBMISSION_STATUSES] as const;
export type AssignmentState = (typeof ASSIGNMENT_STATES)[number];

// The student's texts live without a schema so the class viewer's outline reads them without
// building this module (decision 036, amendment 2026-11-29).
export { ASSIGNMENT_MESSAGES, SUBMISSION_TYPES_TEXT } from './assignment-messages.ts';

const id = z.number().int().positive();
const day = z.iso.date();

/** When an assignment is due: a number of days after the student's enrolment, or a fixed day (India). */
export const dueRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('days_after_enrolment'),
    days: z
      .number({ error: 'Days must be a whole number.' })
      .int({ error: 'Days must be a whole number.' })
      .min(ASSIGNMENT_LIMITS.dueDays.min, { error: `Days must be at least ${ASSIGNMENT_LIMITS.dueDays.min}.` })
      .max(ASSIGNMENT_LIMITS.dueDays.max, { error: `Days must be at most ${ASSIGNMENT_LIMITS.dueDays.max}.` }),
  }),
  z.object({
    kind: z.literal('fixed'),
    date: day.refine((d) => d >= '2000-01-01' && d <= '2100-12-31', { error: 'Use a date from 2000-01-01 to 2100-12-31.' }),
  }),
]);
export type DueRule = z.infer<typeof dueRuleSchema>;

/** A file's name, size and type; `id` is its 1-based position in the submission. */
export const submissionFileSchema = z.object({ id, name: z.string(), size_bytes: z.number().int().positive(), content_type: z.string() });
export type SubmissionFile = z.infer<typeof submissionFileSchema>;

export const submissionSchema = z.object({
  id,
  /** 1 for the first version; each resubmission after "returned" is the next. */
  number: z.number().int().positive(),
  text: z.string(),
  status: z.enum(SUBMISSION_STATUSES),
  /** Submitted after the due date (still accepted for review). */
  late: z.boolean(),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** The trainer's comment with the decision; null until reviewed (and optional on acceptance). */
  comment: z.string().nullable(),
  files: z.array(submissionFileSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

/** The template staff attached to the assignment: name, size and type (a link comes from its own call). */
export const assignmentTemplateSchema = z.object({ name: z.string(), size_bytes: z.number().int().positive(), content_type: z.string() });

/** GET /lms/course/{id}/class/{classId}/assignment. */
export const assignmentResponseSchema = z.object({
  class_id: id,
  instructions: z.string(),
  due: dueRuleSchema.nullable(),
  /** The last day to submit on time, in India (YYYY-MM-DD); null without a due rule. */
  due_date: day.nullable(),
  /** The moment that day ends in India (ISO, UTC): a submission from then on is late. */
  due_at: z.string().nullable(),
  template: assignmentTemplateSchema.nullable(),
  state: z.enum(ASSIGNMENT_STATES),
  /** False while a version is under review or once one is accepted. */
  can_submit: z.boolean(),
  max_files: z.number().int().positive(),
  /** Every version, newest first. */
  submissions: z.array(submissionSchema),
});
export type AssignmentResponse = z.infer<typeof assignmentResponseSchema>;

/** The multipart `text` field of a submission, kept as multi-line text. */
export const submissionTextSchema = multiLine().max(ASSIGNMENT_LIMITS.textChars, { error: ASSIGNMENT_MESSAGES.textTooLong(ASSIGNMENT_LIMITS.textChars) });
