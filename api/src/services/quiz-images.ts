// Question images (decision 132): staff who may edit a course upload a picture for one of its
// quiz classes; it is checked by its bytes, stored under a key the server chose, and the upload is
// an audit row on the course. The key holds the type the content was found to be, so serving needs
// no table: the URL names the course, the class, the random id and that type.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { RESOURCE_MESSAGES } from '@sap-academy/contracts';
import { QUIZ_IMAGE_MESSAGES, type QuizImageUpload } from '@sap-academy/contracts/admin';
import { lmsApi } from '@sap-academy/contracts/paths';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { classResourcesRepository } from '../repositories/class-resources';
import { assertStorageKey, type FileStorage } from '../storage/file-storage';
import { QUIZ_IMAGE_TYPES, checkImageContent, type QuizImageExtension } from '../storage/image-check';

export const QUIZ_IMAGE_AREA = 'quiz-images';

/** `<uuid>.<ext>` as the URL's last segment says it. */
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp|gif)$/;

const keyOf = (courseId: number, classId: number, id: string, extension: QuizImageExtension) => {
  const key = [QUIZ_IMAGE_AREA, courseId, classId, extension, id].join('/');
  assertStorageKey(key);
  return key;
};

export function quizImagesService({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    async add(actorUserId: number, courseId: number, classId: number, bytes: Buffer): Promise<QuizImageUpload> {
      if (!(await classResourcesRepository(db).classExists(courseId, classId))) throw notFound('Class');
      if (bytes.length === 0) throw new DomainError('invalid', RESOURCE_MESSAGES.empty);
      const content = await checkImageContent(bytes);
      if (!content) throw new DomainError('unsupported_type', QUIZ_IMAGE_MESSAGES.wrongType);
      const id = randomUUID();
      const key = keyOf(courseId, classId, id, content.extension);
      const upload: QuizImageUpload = {
        url: lmsApi.quizImage(courseId, classId, `${id}.${content.extension}`),
        content_type: content.contentType,
        size_bytes: bytes.length,
      };
      await storage.put(key, bytes, content.contentType);
      try {
        await inTransaction(db, (tx) =>
          recordAudit(tx, {
            actorUserId,
            action: 'course.quiz_image_add',
            entity: 'course',
            entityId: courseId,
            before: null,
            after: { class_id: classId, ...upload },
          }),
        );
      } catch (err) {
        // No history row, no file: an upload nobody can account for is not kept.
        await storage.delete(key);
        throw err;
      }
      return upload;
    },

    /** The stored image and its type; 404 for a name that is not one the API gives out, or nothing stored. */
    async read(courseId: number, classId: number, file: string): Promise<{ stream: Readable; contentType: string }> {
      const match = FILE.exec(file);
      if (!match) throw new DomainError('not_found', QUIZ_IMAGE_MESSAGES.notFound);
      const extension = match[2] as QuizImageExtension;
      const stream = await storage.read(keyOf(courseId, classId, match[1]!, extension));
      if (!stream) throw new DomainError('not_found', QUIZ_IMAGE_MESSAGES.notFound);
      return { stream, contentType: QUIZ_IMAGE_TYPES[extension] };
    },
  };
}
