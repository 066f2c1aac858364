// A student's side of an ASSIGNMENT class (decision 134). Rules owned here:
// - only a student enrolled in the course reaches it (403 when the course is listed, 404 when it
//   is not, as the class viewer and quizzes answer); a class that is not an assignment is 404;
// - a submission is text and up to ASSIGNMENT_LIMITS.files files, each checked by its content;
// - one version at a time: while one is under review, or once one is accepted, a new one is
//   refused (409); after "returned" the next is a new version and the earlier stay as history.
//   The student's enrolment row is locked while the version is numbered, so two submissions at
//   once cannot both pass the check (a partial unique index is the backstop);
// - a submission after the due date is taken and flagged late, on the database's clock;
// - files are stored before the transaction and deleted again if it fails, so a refused
//   submission leaves nothing behind; a link is signed only for the student's own file.
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  lmsApi,
  type AssignmentResponse,
  type AssignmentState,
  type FileLinkResponse,
  type Submission,
} from '@sap-academy/contracts';
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import type { StoredSubmissionFile } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { dueOf, isLate } from '../domain/assignment-due';
import { DomainError, notFound } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { assignmentsRepository, type AssignmentRow, type SubmissionRow } from '../repositories/assignments';
import { SUBMISSION_CONTENT_TYPES } from '../storage/content-check';
import { storageKey, type FileStorage } from '../storage/file-storage';
import type { FileLinks } from '../storage/signed-links';
import { templateLink } from './admin-assignments';
import { STORAGE_AREAS, dueRuleOf, templateOf, toSubmission } from './assignment-views';
import { checkUpload, type Upload } from './class-resources';

export interface AssignmentSubmissionsDeps {
  db: Db;
  storage: FileStorage;
  fileLinks: FileLinks;
  catalogue: { course(id: number): Promise<{ listed: boolean } | null | undefined> };
}

export interface Where {
  studentId: number;
  courseId: number;
  classId: number;
}

/** Why a new version is refused, from the newest one's status; null when one may be submitted. */
function refusal(latest: SubmissionRow | undefined): string | null {
  if (latest?.status === 'submitted') return ASSIGNMENT_MESSAGES.underReview;
  if (latest?.status === 'accepted') return ASSIGNMENT_MESSAGES.alreadyAccepted;
  return null;
}

export function assignmentSubmissionsService({ db, storage, fileLinks, catalogue }: AssignmentSubmissionsDeps) {
  /** The assignment of an ASSIGNMENT class in a course the student is enrolled in, with the enrolment. */
  async function locate({ studentId, courseId, classId }: Where) {
    const course = await catalogue.course(courseId);
    if (!course) throw notFound('Course');
    const repo = assignmentsRepository(db);
    const enrolment = await repo.enrolment(studentId, courseId);
    if (!enrolment) throw course.listed ? new DomainError('forbidden', MESSAGES.notEnrolled) : notFound('Course');
    const cls = await repo.findClass(courseId, classId);
    const assignment = cls?.type === 'ASSIGNMENT' ? await repo.findByClass(classId) : undefined;
    if (!assignment) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.notFound);
    return { assignment, enrolment };
  }

  async function storeFiles(where: Where, uploads: Upload[]): Promise<StoredSubmissionFile[]> {
    const checked = [];
    // Every file is checked before any is stored: one bad file refuses the whole submission.
    for (const upload of uploads)
      checked.push({ upload, content: await checkUpload(upload, { types: SUBMISSION_CONTENT_TYPES, wrongType: ASSIGNMENT_MESSAGES.wrongType }) });
    const stored: StoredSubmissionFile[] = [];
    try {
      for (const { upload, content } of checked) {
        const key = storageKey(STORAGE_AREAS.submission, where.courseId, where.classId, where.studentId);
        await storage.put(key, upload.bytes, content.contentType);
        stored.push({ key, name: upload.fileName, type: content.contentType, size: upload.bytes.length });
      }
    } catch (err) {
      await removeFiles(stored);
      throw err;
    }
    return stored;
  }

  async function removeFiles(files: StoredSubmissionFile[]) {
    await Promise.all(files.map((file) => storage.delete(file.key)));
  }

  const stateOf = (latest: SubmissionRow | undefined): AssignmentState => (latest ? (latest.status as AssignmentState) : 'not_submitted');

  return {
    async get(where: Where): Promise<AssignmentResponse> {
      const { assignment, enrolment } = await locate(where);
      const submissions = await assignmentsRepository(db).submissionsOf(assignment.id, where.studentId);
      const due = dueOf(dueRuleOf(assignment), enrolment.createdAt);
      return {
        class_id: where.classId,
        instructions: assignment.instructions,
        due: dueRuleOf(assignment),
        due_date: due?.day ?? null,
        due_at: due?.at.toISOString() ?? null,
        template: templateOf(assignment),
        state: stateOf(submissions[0]),
        can_submit: refusal(submissions[0]) === null,
        max_files: ASSIGNMENT_LIMITS.files,
        submissions: submissions.map(toSubmission),
      };
    },

    async submit(where: Where, input: { text: string; files: Upload[] }): Promise<Submission> {
      const { assignment } = await locate(where);
      if (input.files.length > ASSIGNMENT_LIMITS.files) throw new DomainError('invalid', ASSIGNMENT_MESSAGES.tooManyFiles(ASSIGNMENT_LIMITS.files));
      if (!input.text && input.files.length === 0) throw new DomainError('invalid', ASSIGNMENT_MESSAGES.empty);
      // Refused before any file is stored; checked again under the lock below.
      const early = refusal((await assignmentsRepository(db).submissionsOf(assignment.id, where.studentId))[0]);
      if (early) throw new DomainError('conflict', early);
      const files = await storeFiles(where, input.files);
      try {
        const row = await inTransaction(db, async (tx) => {
          const repo = assignmentsRepository(tx);
          const enrolment = await repo.enrolment(where.studentId, where.courseId, { lock: true });
          if (!enrolment) throw new DomainError('forbidden', MESSAGES.notEnrolled);
          // Read again under the lock: staff may have changed the due rule since `locate`.
          const current: AssignmentRow | undefined = await repo.findByClass(where.classId);
          if (!current) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.notFound);
          const versions = await repo.submissionsOf(current.id, where.studentId);
          const refused = refusal(versions[0]);
          if (refused) throw new DomainError('conflict', refused);
          const now = await repo.now();
          return repo.insertSubmission({
            assignmentId: current.id,
            courseId: where.courseId,
            classId: where.classId,
            studentId: where.studentId,
            number: (versions[0]?.number ?? 0) + 1,
            text: input.text,
            files,
            late: isLate(now, dueOf(dueRuleOf(current), enrolment.createdAt)),
            submittedAt: now,
          });
        });
        return toSubmission(row);
      } catch (err) {
        await removeFiles(files);
        // The backstop: another submission got in between the lock-free read and ours.
        if (isUniqueViolation(err)) throw new DomainError('conflict', ASSIGNMENT_MESSAGES.underReview);
        throw err;
      }
    },

    async templateLink(principal: { userId: number; studentId: number }, courseId: number, classId: number): Promise<FileLinkResponse> {
      const { assignment } = await locate({ studentId: principal.studentId, courseId, classId });
      return templateLink(fileLinks, assignment, principal.userId);
    },

    /** A link to a file of the caller's own submission; anyone else's answers like a missing one. */
    async fileLink(
      principal: { userId: number; studentId: number },
      where: Omit<Where, 'studentId'>,
      submissionId: number,
      fileId: number,
    ): Promise<FileLinkResponse> {
      await locate({ ...where, studentId: principal.studentId });
      const row = await assignmentsRepository(db).ownSubmission(submissionId, { ...where, studentId: principal.studentId });
      const file = row?.files[fileId - 1];
      if (!file) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.fileNotFound);
      return signFile(fileLinks, file, principal.userId);
    },
  };
}

export function signFile(fileLinks: FileLinks, file: StoredSubmissionFile, userId: number): FileLinkResponse {
  const { token, expiresAt } = fileLinks.sign({ key: file.key, fileName: file.name, contentType: file.type, userId });
  return { url: lmsApi.fileDownload({ token }), expires_at: expiresAt.toISOString() };
}
