// Assignments (decision 134) and the trainers who review them (decision 133). An ASSIGNMENT class
// has one `assignments` row (instructions, due rule, optional template file); each student's
// submissions are numbered versions, the newest one the one under review. The submitted files
// live in the file storage; the row keeps their keys with what the content check found, read and
// written only with their submission.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, users } from './accounts';
import { classes, courses } from './catalogue';
import { createdAt, parentId, updatedAt, version } from './columns';

/** A trainer (or editor) reviews the submissions of the courses they are assigned to. */
export const courseTrainers = pgTable(
  'course_trainers',
  {
    courseId: parentId('course_id', () => courses.id),
    userId: parentId('user_id', () => users.id),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'course_trainers_pkey', columns: [t.courseId, t.userId] }), index('course_trainers_user_idx').on(t.userId)],
);

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    classId: parentId('class_id', () => classes.id).unique('assignments_class_key'),
    instructions: text('instructions').notNull(),
    /** null (no due date), 'days_after_enrolment' (due_days) or 'fixed' (due_date, a day in India). */
    dueKind: text('due_kind'),
    dueDays: integer('due_days'),
    dueDate: date('due_date', { mode: 'string' }),
    templateKey: text('template_key'),
    templateName: text('template_name'),
    templateType: text('template_type'),
    templateSize: integer('template_size'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Every comparison is guarded with "is not null": a CHECK passes when it comes out NULL.
    check(
      'assignments_due_rule',
      sql`(${t.dueKind} is null and ${t.dueDays} is null and ${t.dueDate} is null) or (${t.dueKind} is not null and ${t.dueKind} = 'days_after_enrolment' and ${t.dueDays} is not null and ${t.dueDays} >= 0 and ${t.dueDate} is null) or (${t.dueKind} is not null and ${t.dueKind} = 'fixed' and ${t.dueDate} is not null and ${t.dueDays} is null)`,
    ),
    check(
      'assignments_template_whole',
      sql`(${t.templateKey} is null) = (${t.templateName} is null) and (${t.templateKey} is null) = (${t.templateType} is null) and (${t.templateKey} is null) = (${t.templateSize} is null)`,
    ),
  ],
);

/** A submitted file: `key` in the file storage, never shown; the rest as the content check found it. */
export interface StoredSubmissionFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: serial('id').primaryKey(),
    assignmentId: parentId('assignment_id', () => assignments.id),
    // Denormalised like class_resources: a submission id alone never grants access.
    courseId: parentId('course_id', () => courses.id),
    classId: parentId('class_id', () => classes.id),
    studentId: parentId('student_id', () => students.id),
    /** 1 for the student's first submission; a resubmission after "returned" is the next number. */
    number: integer('number').notNull(),
    text: text('text').notNull(),
    files: jsonb('files').$type<StoredSubmissionFile[]>().notNull().default([]),
    status: text('status').notNull().default('submitted'),
    late: boolean('late').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
  },
  (t) => [
    uniqueIndex('assignment_submissions_number_key').on(t.assignmentId, t.studentId, t.number),
    // At most one version under review or accepted per student: the backstop behind the lock.
    uniqueIndex('assignment_submissions_one_open_key')
      .on(t.assignmentId, t.studentId)
      .where(sql`${t.status} in ('submitted', 'accepted')`),
    index('assignment_submissions_queue_idx').on(t.status, t.submittedAt, t.id),
    check('assignment_submissions_status', sql`${t.status} in ('submitted', 'accepted', 'returned')`),
  ],
);
