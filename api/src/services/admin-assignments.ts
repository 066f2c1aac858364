// Authoring an ASSIGNMENT class (decision 134), for whoever may edit courses. A save is one
// transaction, as a quiz's (decision 130): the course row is locked (an outline edit cannot turn
// the class into a video meanwhile), the version is checked (version 0 creates it), and one audit
// row on the course records the assignment before and after. The template is a file in the
// storage (decision 131): stored first, then recorded with its audit row; a file whose row could
// not be written is deleted again, and a replaced or removed template's file goes after the commit.
import { ADMIN_MESSAGES, ASSIGNMENT_AUTHOR_MESSAGES, type AdminAssignment, type AssignmentUpdate } from '@sap-academy/contracts/admin';
import { ASSIGNMENT_MESSAGES, lmsApi, type FileLinkResponse } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { adminCoursesRepository } from '../repositories/admin-courses';
import { assignmentsRepository, type AssignmentRow } from '../repositories/assignments';
import { recordAudit } from '../repositories/audit';
import { storageKey, type FileStorage } from '../storage/file-storage';
import type { FileLinks } from '../storage/signed-links';
import { STORAGE_AREAS, settingsOf, toAdminAssignment } from './assignment-views';
import { checkUpload, type Upload } from './class-resources';

export interface AdminAssignmentsDeps {
  db: Db;
  storage: FileStorage;
  fileLinks: FileLinks;
}

/** What the course's history keeps: the settings and the template's name, never its key. */
const snapshot = (a: AdminAssignment) => ({ version: a.version, class_id: a.class_id, instructions: a.instructions, due: a.due, template: a.template });

export function adminAssignmentsService({ db, storage, fileLinks }: AdminAssignmentsDeps) {
  /** The course locked, the class an ASSIGNMENT class of it. */
  async function lockAssignmentClass(tx: Db, courseId: number, classId: number) {
    await adminCoursesRepository(tx).lockVersion(courseId, undefined);
    const cls = await assignmentsRepository(tx).findClass(courseId, classId);
    if (!cls) throw notFound('Class');
    if (cls.type !== 'ASSIGNMENT') throw new DomainError('conflict', ASSIGNMENT_AUTHOR_MESSAGES.notAssignmentClass);
  }

  async function existing(courseId: number, classId: number): Promise<AssignmentRow> {
    const repo = assignmentsRepository(db);
    if (!(await repo.findClass(courseId, classId))) throw notFound('Class');
    const row = await repo.findByClass(classId);
    if (!row) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.notFound);
    return row;
  }

  return {
    async get(courseId: number, classId: number): Promise<AdminAssignment> {
      return toAdminAssignment(courseId, await existing(courseId, classId));
    },

    async save(actorUserId: number, courseId: number, classId: number, input: AssignmentUpdate): Promise<AdminAssignment> {
      return inTransaction(db, async (tx) => {
        await lockAssignmentClass(tx, courseId, classId);
        const repo = assignmentsRepository(tx);
        const before = await repo.findByClass(classId, { lock: true });
        let after: AssignmentRow | null;
        if (before) after = await repo.update(before.id, input.version, settingsOf(input));
        else after = input.version === 0 ? await repo.insert(classId, settingsOf(input)) : null;
        if (!after) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
        const view = toAdminAssignment(courseId, after);
        await recordAudit(tx, {
          actorUserId,
          action: before ? 'course.assignment_update' : 'course.assignment_create',
          entity: 'course',
          entityId: courseId,
          before: before ? snapshot(toAdminAssignment(courseId, before)) : null,
          after: snapshot(view),
        });
        return view;
      }).catch((err: unknown) => {
        // Two first saves at once: the second meets the one-assignment-per-class constraint.
        if (isUniqueViolation(err)) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
        throw err;
      });
    },

    /** Attaches (or replaces) the template: checked by content like any class file (decision 131). */
    async setTemplate(actorUserId: number, courseId: number, classId: number, upload: Upload): Promise<AdminAssignment> {
      const found = await existing(courseId, classId);
      const content = await checkUpload(upload);
      const key = storageKey(STORAGE_AREAS.template, courseId, classId);
      await storage.put(key, upload.bytes, content.contentType);
      const file = { key, name: upload.fileName, type: content.contentType, size: upload.bytes.length };
      let committed: { view: AdminAssignment; replaced: string | null };
      try {
        committed = await inTransaction(db, async (tx) => {
          await lockAssignmentClass(tx, courseId, classId);
          const repo = assignmentsRepository(tx);
          const before = await repo.findByClass(classId, { lock: true });
          if (!before || before.id !== found.id) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.notFound);
          const after = toAdminAssignment(courseId, await repo.setTemplate(before.id, file));
          await recordAudit(tx, {
            actorUserId,
            action: 'course.assignment_template',
            entity: 'course',
            entityId: courseId,
            before: { template: toAdminAssignment(courseId, before).template },
            after: { template: after.template },
          });
          return { view: after, replaced: before.templateKey };
        });
      } catch (err) {
        await storage.delete(key);
        throw err;
      }
      // After the commit, outside the cleanup above: the new file is the row's now.
      if (committed.replaced) await storage.delete(committed.replaced);
      return committed.view;
    },

    async removeTemplate(actorUserId: number, courseId: number, classId: number): Promise<AdminAssignment> {
      const { view, removed } = await inTransaction(db, async (tx) => {
        await lockAssignmentClass(tx, courseId, classId);
        const repo = assignmentsRepository(tx);
        const before = await repo.findByClass(classId, { lock: true });
        if (!before) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.notFound);
        if (!before.templateKey) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.noTemplate);
        const after = toAdminAssignment(courseId, await repo.setTemplate(before.id, null));
        await recordAudit(tx, {
          actorUserId,
          action: 'course.assignment_template',
          entity: 'course',
          entityId: courseId,
          before: { template: toAdminAssignment(courseId, before).template },
          after: { template: null },
        });
        return { view: after, removed: before.templateKey };
      });
      await storage.delete(removed);
      return view;
    },

    async templateLink(userId: number, courseId: number, classId: number): Promise<FileLinkResponse> {
      return templateLink(fileLinks, await existing(courseId, classId), userId);
    },
  };
}

/** A signed link to an assignment's template; 404 when it has none. */
export function templateLink(fileLinks: FileLinks, row: AssignmentRow, userId: number): FileLinkResponse {
  if (!row.templateKey || !row.templateName || !row.templateType) throw new DomainError('not_found', ASSIGNMENT_MESSAGES.noTemplate);
  const { token, expiresAt } = fileLinks.sign({ key: row.templateKey, fileName: row.templateName, contentType: row.templateType, userId });
  return { url: lmsApi.fileDownload({ token }), expires_at: expiresAt.toISOString() };
}
