// The back office's side of assignments (decisions 133, 134): authoring an ASSIGNMENT class
// (instructions, due rule, template), the trainers assigned to a course, and the review queue
// with one submission's files, history and the decision.
import { z } from 'zod';
import { ASSIGNMENT_LIMITS, assignmentTemplateSchema, dueRuleSchema, submissionFileSchema, submissionSchema } from '../assignments.ts';
import { multiLine } from '../text.ts';
import { idQuerySchema, idSchema, pageOf, roleSchema, timestampSchema, versionSchema } from './common.ts';

export const ASSIGNMENT_AUTHOR_MESSAGES = {
  notAssignmentClass: 'This class is not an assignment. Set its type to ASSIGNMENT in the course outline first.',
  saveFirst: 'Save the assignment before attaching its template.',
  notTrainer: 'Only a trainer or an editor can be assigned to review a course.',
  notAssigned: 'This person is not assigned to the course.',
  notYourCourse: 'You are not assigned to review this course.',
  alreadyReviewed: 'This submission has already been reviewed.',
  commentRequired: 'Say what to change when you return a submission.',
} as const;

/** PUT /admin/courses/{id}/classes/{classId}/assignment: version 0 creates it. */
export const assignmentUpdateSchema = z.object({
  version: versionSchema,
  instructions: multiLine({ error: 'Instructions are required.' })
    .min(1, { error: 'Instructions are required.' })
    .max(ASSIGNMENT_LIMITS.instructionsChars, { error: `Instructions must be at most ${ASSIGNMENT_LIMITS.instructionsChars} characters.` }),
  due: dueRuleSchema.nullable(),
});
export type AssignmentUpdate = z.infer<typeof assignmentUpdateSchema>;

export const adminAssignmentSchema = z.object({
  class_id: idSchema,
  course_id: idSchema,
  instructions: z.string(),
  due: dueRuleSchema.nullable(),
  template: assignmentTemplateSchema.nullable(),
  version: z.number().int().nonnegative(),
  updated_at: timestampSchema,
});
export type AdminAssignment = z.infer<typeof adminAssignmentSchema>;

/** GET /admin/courses/{id}/trainers. */
export const courseTrainerSchema = z.object({ user_id: idSchema, name: z.string(), email: z.string(), role: roleSchema, assigned_at: timestampSchema });
export type CourseTrainer = z.infer<typeof courseTrainerSchema>;
export const courseTrainerListSchema = z.object({ results: z.array(courseTrainerSchema) });

/** GET /admin/reviews: submissions waiting for a review, oldest first. */
export const reviewQueueQuerySchema = z.object({
  course_id: idQuerySchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewQueueItemSchema = z.object({
  id: idSchema,
  course: z.object({ id: idSchema, title: z.string() }),
  class: z.object({ id: idSchema, title: z.string() }),
  student: z.object({ id: idSchema, name: z.string() }),
  number: z.number().int().positive(),
  late: z.boolean(),
  submitted_at: timestampSchema,
  file_count: z.number().int().nonnegative(),
});
export type ReviewQueueItem = z.infer<typeof reviewQueueItemSchema>;
export const reviewQueueResponseSchema = pageOf(reviewQueueItemSchema);

/** A submitted file with a short-lived download link (decision 131), for the reviewer. */
export const reviewFileSchema = submissionFileSchema.extend({ url: z.string(), expires_at: timestampSchema });
export const reviewedSubmissionSchema = submissionSchema.extend({
  files: z.array(reviewFileSchema),
  reviewer: z.object({ id: idSchema, name: z.string() }).nullable(),
});

/** GET /admin/reviews/{submissionId}: the version asked for and every version of the student's. */
export const reviewDetailSchema = z.object({
  course: z.object({ id: idSchema, title: z.string() }),
  class: z.object({ id: idSchema, title: z.string() }),
  student: z.object({ id: idSchema, name: z.string(), email: z.string() }),
  instructions: z.string(),
  due_at: timestampSchema.nullable(),
  submission: reviewedSubmissionSchema,
  /** Every version, newest first (the one asked for included). */
  history: z.array(reviewedSubmissionSchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

export const REVIEW_DECISIONS = ['accepted', 'returned'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

/** POST /admin/reviews/{submissionId}/decision. */
export const reviewDecisionSchema = z
  .object({
    decision: z.enum(REVIEW_DECISIONS, { error: 'Decision must be accepted or returned.' }),
    comment: multiLine()
      .max(ASSIGNMENT_LIMITS.commentChars, { error: `The comment must be at most ${ASSIGNMENT_LIMITS.commentChars} characters.` })
      .default(''),
  })
  .refine((body) => body.decision !== 'returned' || body.comment.length > 0, { error: ASSIGNMENT_AUTHOR_MESSAGES.commentRequired, path: ['comment'] });
export type ReviewDecisionInput = z.infer<typeof reviewDecisionSchema>;
