// Trainers review submissions (decisions 133, 134). Rules owned here:
// - an admin reviews every course; a trainer or an editor only the courses assigned to them
//   (course_trainers): the queue shows only those, and any other submission is 403;
// - a decision is taken once: the submission row is locked, and one that is no longer "submitted"
//   is 409, so two trainers deciding at once cannot both win;
// - "accepted" completes the class through class_progress, as a passed quiz does (decision 130),
//   and may issue the course's certificate (decision 135); the student's mail goes into the
//   outbox in the same transaction, as does the audit row
//   (entity `submission`): the decision, its mail and its history commit or fail together.
import { ASSIGNMENT_AUTHOR_MESSAGES, type ReviewDecisionInput, type ReviewDetail, type ReviewQueueQuery, type Role } from '@sap-academy/contracts/admin';
import { PROGRESS_STATUS } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { dueOf } from '../domain/assignment-due';
import { DomainError, notFound } from '../domain/errors';
import { templatedMail } from '../mail/mail-kinds';
import { assignmentsRepository, type ReviewScope, type SubmissionRow } from '../repositories/assignments';
import { recordAudit } from '../repositories/audit';
import { courseTrainersRepository } from '../repositories/course-trainers';
import { enrolmentsRepository } from '../repositories/enrolments';
import { outboxRepository } from '../repositories/outbox';
import { issueIfEligible } from './certificates';
import type { FileLinks } from '../storage/signed-links';
import { dueRuleOf, reviewSnapshot, toSubmission } from './assignment-views';
import { signFile } from './assignment-submissions';

export interface AssignmentReviewsDeps {
  db: Db;
  fileLinks: FileLinks;
}

export interface Reviewer {
  userId: number;
  role: Role;
}

const scopeOf = (reviewer: Reviewer): ReviewScope => (reviewer.role === 'admin' ? null : { userId: reviewer.userId });

export function assignmentReviewsService({ db, fileLinks }: AssignmentReviewsDeps) {
  /** 403 unless the reviewer may review the course's submissions. */
  async function requireCourse(tx: Db, reviewer: Reviewer, courseId: number) {
    if (reviewer.role === 'admin') return;
    if (!(await courseTrainersRepository(tx).isTrainerOf(courseId, reviewer.userId)))
      throw new DomainError('forbidden', ASSIGNMENT_AUTHOR_MESSAGES.notYourCourse);
  }

  async function detail(reviewer: Reviewer, submissionId: number): Promise<ReviewDetail> {
    const repo = assignmentsRepository(db);
    const found = await repo.submissionForReview(submissionId);
    if (!found) throw notFound('Submission');
    await requireCourse(db, reviewer, found.submission.courseId);
    const history = await repo.submissionsOf(found.submission.assignmentId, found.submission.studentId);
    const names = await repo.reviewerNames([...new Set(history.flatMap((h) => (h.reviewedBy === null ? [] : [h.reviewedBy])))]);
    const view = (row: SubmissionRow) => ({
      ...toSubmission(row),
      files: row.files.map((file, index) => ({
        id: index + 1,
        name: file.name,
        size_bytes: file.size,
        content_type: file.type,
        ...signFile(fileLinks, file, reviewer.userId),
      })),
      reviewer: row.reviewedBy === null ? null : { id: row.reviewedBy, name: names.get(row.reviewedBy) ?? '' },
    });
    const due = found.enrolledAt ? dueOf(dueRuleOf(found), found.enrolledAt) : null;
    return {
      course: { id: found.submission.courseId, title: found.courseTitle },
      class: { id: found.submission.classId, title: found.classTitle },
      student: { id: found.submission.studentId, name: found.studentName, email: found.studentEmail },
      instructions: found.instructions,
      due_at: due?.at.toISOString() ?? null,
      submission: view(found.submission),
      history: history.map(view),
    };
  }

  return {
    async queue(reviewer: Reviewer, query: ReviewQueueQuery) {
      const { rows, total } = await assignmentsRepository(db).queue(
        scopeOf(reviewer),
        { courseId: query.course_id },
        { limit: query.page_size, offset: (query.page - 1) * query.page_size },
      );
      return {
        results: rows.map((r) => ({
          id: r.id,
          course: { id: r.courseId, title: r.courseTitle },
          class: { id: r.classId, title: r.classTitle },
          student: { id: r.studentId, name: r.studentName },
          number: r.number,
          late: r.late,
          submitted_at: r.submittedAt.toISOString(),
          file_count: r.fileCount,
        })),
        total,
        page: query.page,
        page_size: query.page_size,
      };
    },

    get: detail,

    async decide(reviewer: Reviewer, submissionId: number, input: ReviewDecisionInput): Promise<ReviewDetail> {
      await inTransaction(db, async (tx) => {
        const repo = assignmentsRepository(tx);
        const found = await repo.submissionForReview(submissionId, { lock: true });
        if (!found) throw notFound('Submission');
        await requireCourse(tx, reviewer, found.submission.courseId);
        if (found.submission.status !== 'submitted') throw new DomainError('conflict', ASSIGNMENT_AUTHOR_MESSAGES.alreadyReviewed);
        const after = await repo.decide(submissionId, { status: input.decision, comment: input.comment || null, reviewedBy: reviewer.userId });
        if (input.decision === 'accepted') {
          await enrolmentsRepository(tx).upsertProgress(after.studentId, after.classId, PROGRESS_STATUS.completed);
          // The completing transaction may meet the course's rules (decision 135).
          await issueIfEligible(tx, after.studentId, after.courseId);
        }
        // Without an enrolment (staff removed it meanwhile) the decision stands; there is no class page to link to.
        if (found.enrolmentId !== null) {
          await outboxRepository(tx).enqueue(
            templatedMail(found.studentEmail, 'assignment-reviewed', {
              name: found.studentName,
              courseTitle: found.courseTitle,
              classTitle: found.classTitle,
              decision: input.decision,
              comment: input.comment,
              courseId: after.courseId,
              courseStudentId: found.enrolmentId,
            }),
          );
        }
        await recordAudit(tx, {
          actorUserId: reviewer.userId,
          action: `submission.${input.decision === 'accepted' ? 'accept' : 'return'}`,
          entity: 'submission',
          entityId: submissionId,
          before: reviewSnapshot(found.submission),
          after: reviewSnapshot(after),
        });
      });
      return detail(reviewer, submissionId);
    },
  };
}
