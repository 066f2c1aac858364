// Class resources (SPEC §2 Class viewer; decision 131): staff attach files to a class, students
// enrolled in its course and staff download them through short-lived signed links. An upload is
// checked by its bytes before anything is stored; the row and its audit entry are one
// transaction, and a file whose row could not be written is deleted again, so a refused or failed
// upload leaves nothing behind.
import { RESOURCE_MESSAGES, lmsApi, type ClassResource, type FileLinkResponse } from '@sap-academy/contracts';
import type { AdminClassResource } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { isForeignKeyViolation } from '../lib/db-errors';
import { recordAudit } from '../repositories/audit';
import { classResourcesRepository, type ClassResourceRow } from '../repositories/class-resources';
import { preparedQueries } from '../repositories/prepared';
import { checkResourceContent } from '../storage/content-check';
import { MAX_FILE_NAME_LENGTH, fileNameIssue } from '../storage/file-name';
import { storageKey, type FileStorage } from '../storage/file-storage';
import type { FileLinks } from '../storage/signed-links';

export interface ClassResourcesDeps {
  db: Db;
  storage: FileStorage;
  fileLinks: FileLinks;
}

export interface Upload {
  fileName: string;
  bytes: Buffer;
}

export const STORAGE_AREA = 'class-resources';

const toResource = (row: ClassResourceRow): ClassResource => ({ id: row.id, name: row.fileName, size_bytes: row.sizeBytes, content_type: row.contentType });
const toAdminResource = (row: ClassResourceRow): AdminClassResource => ({ ...toResource(row), created_at: row.createdAt.toISOString() });
/** What the course's history keeps of a file: no bytes, no storage key. */
const snapshot = (row: ClassResourceRow) => ({
  class_id: row.classId,
  resource_id: row.id,
  name: row.fileName,
  size_bytes: row.sizeBytes,
  content_type: row.contentType,
});

/**
 * Refuses a name or content a class resource may not have, with the reason in the business's
 * words; with `accept`, only those content types (an assignment's submission, decision 134).
 */
export async function checkUpload(upload: Upload, accept?: { types: ReadonlySet<string>; wrongType: string }) {
  const nameIssue = fileNameIssue(upload.fileName);
  if (nameIssue === 'long') throw new DomainError('invalid', RESOURCE_MESSAGES.longName(MAX_FILE_NAME_LENGTH));
  if (nameIssue) throw new DomainError('invalid', RESOURCE_MESSAGES.badName);
  if (upload.bytes.length === 0) throw new DomainError('invalid', RESOURCE_MESSAGES.empty);
  const verdict = await checkResourceContent(upload.bytes, upload.fileName, accept?.types);
  if (verdict.ok) return verdict.content;
  if (verdict.reason === 'type') throw new DomainError('unsupported_type', accept?.wrongType ?? RESOURCE_MESSAGES.wrongType);
  throw new DomainError('invalid', RESOURCE_MESSAGES.extensionMismatch(verdict.content.label, verdict.content.extensions));
}

export function classResourcesService({ db, storage, fileLinks }: ClassResourcesDeps) {
  const repo = classResourcesRepository(db);

  async function requireClass(courseId: number, classId: number) {
    if (!(await repo.classExists(courseId, classId))) throw notFound('Class');
  }

  function link(row: ClassResourceRow, userId: number): FileLinkResponse {
    const { token, expiresAt } = fileLinks.sign({ key: row.storageKey, fileName: row.fileName, contentType: row.contentType, userId });
    return { url: lmsApi.fileDownload({ token }), expires_at: expiresAt.toISOString() };
  }

  return {
    /** The class payload's list (the student's view). */
    async forClass(courseId: number, classId: number): Promise<ClassResource[]> {
      return (await repo.list(courseId, classId)).map(toResource);
    },

    async listForStaff(courseId: number, classId: number): Promise<{ results: AdminClassResource[] }> {
      await requireClass(courseId, classId);
      return { results: (await repo.list(courseId, classId)).map(toAdminResource) };
    },

    async add(actorUserId: number, courseId: number, classId: number, upload: Upload): Promise<AdminClassResource> {
      await requireClass(courseId, classId);
      const content = await checkUpload(upload);
      const key = storageKey(STORAGE_AREA, courseId, classId);
      await storage.put(key, upload.bytes, content.contentType);
      try {
        const row = await inTransaction(db, async (tx) => {
          const created = await classResourcesRepository(tx).insert({
            classId,
            courseId,
            storageKey: key,
            fileName: upload.fileName,
            contentType: content.contentType,
            sizeBytes: upload.bytes.length,
            uploadedBy: actorUserId,
          });
          await recordAudit(tx, { actorUserId, action: 'course.resource_add', entity: 'course', entityId: courseId, before: null, after: snapshot(created) });
          return created;
        });
        return toAdminResource(row);
      } catch (err) {
        await storage.delete(key);
        // The class was deleted while its file was being stored.
        if (isForeignKeyViolation(err)) throw notFound('Class');
        throw err;
      }
    },

    /** Removes the row (audited), then the stored file: a link made before still fails with 404. */
    async remove(actorUserId: number, courseId: number, classId: number, resourceId: number): Promise<void> {
      const removed = await inTransaction(db, async (tx) => {
        const txRepo = classResourcesRepository(tx);
        const row = await txRepo.find(courseId, classId, resourceId);
        if (!row) throw notFound('Resource');
        await txRepo.remove(row.id);
        await recordAudit(tx, { actorUserId, action: 'course.resource_remove', entity: 'course', entityId: courseId, before: snapshot(row), after: null });
        return row;
      });
      await storage.delete(removed.storageKey);
    },

    async staffLink(userId: number, courseId: number, classId: number, resourceId: number): Promise<FileLinkResponse> {
      const row = await repo.find(courseId, classId, resourceId);
      if (!row) throw notFound('Resource');
      return link(row, userId);
    },

    /**
     * A link only for a student enrolled in the resource's course. Not enrolled, or a resource of
     * another course or class, answers exactly like a missing one, so ids cannot be probed.
     */
    async studentLink(principal: { userId: number; studentId: number }, courseId: number, classId: number, resourceId: number): Promise<FileLinkResponse> {
      const enrolment = await preparedQueries(db).enrolment(principal.studentId, courseId);
      const row = enrolment ? await repo.find(courseId, classId, resourceId) : undefined;
      if (!row) throw notFound('Resource');
      return link(row, principal.userId);
    },
  };
}
