// How assignment rows read in the API's answers (decision 134): the due rule from its columns,
// a submission without its storage keys, the template without where it is stored.
import type { DueRule, Submission } from '@sap-academy/contracts';
import type { AdminAssignment } from '@sap-academy/contracts/admin';
import type { AssignmentRow, AssignmentSettings, SubmissionRow } from '../repositories/assignments';

export const STORAGE_AREAS = { template: 'assignment-templates', submission: 'assignment-submissions' } as const;

export function dueRuleOf(row: Pick<AssignmentRow, 'dueKind' | 'dueDays' | 'dueDate'>): DueRule | null {
  if (row.dueKind === 'days_after_enrolment' && row.dueDays !== null) return { kind: 'days_after_enrolment', days: row.dueDays };
  if (row.dueKind === 'fixed' && row.dueDate !== null) return { kind: 'fixed', date: row.dueDate };
  return null;
}

export const settingsOf = (input: { instructions: string; due: DueRule | null }): AssignmentSettings => ({
  instructions: input.instructions,
  dueKind: input.due?.kind ?? null,
  dueDays: input.due?.kind === 'days_after_enrolment' ? input.due.days : null,
  dueDate: input.due?.kind === 'fixed' ? input.due.date : null,
});

export const templateOf = (row: AssignmentRow) =>
  row.templateKey && row.templateName && row.templateType && row.templateSize
    ? { name: row.templateName, size_bytes: row.templateSize, content_type: row.templateType }
    : null;

export const toAdminAssignment = (courseId: number, row: AssignmentRow): AdminAssignment => ({
  class_id: row.classId,
  course_id: courseId,
  instructions: row.instructions,
  due: dueRuleOf(row),
  template: templateOf(row),
  version: row.version,
  updated_at: row.updatedAt.toISOString(),
});

export const toSubmission = (row: SubmissionRow): Submission => ({
  id: row.id,
  number: row.number,
  text: row.text,
  status: row.status as Submission['status'],
  late: row.late,
  submitted_at: row.submittedAt.toISOString(),
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  comment: row.reviewComment,
  files: row.files.map((file, index) => ({ id: index + 1, name: file.name, size_bytes: file.size, content_type: file.type })),
});

/** What a review's audit row keeps: the decision and the comment, never the student's work. */
export const reviewSnapshot = (row: SubmissionRow) => ({
  course_id: row.courseId,
  class_id: row.classId,
  student_id: row.studentId,
  number: row.number,
  status: row.status,
  comment: row.reviewComment,
});
