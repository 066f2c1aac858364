// Trainers' public profiles (decision 147): staff who run the catalogue write a trainer's display
// name, years of experience, SAP modules and bio, and upload a photo that is checked by its bytes
// (the quiz images' check, decision 132, narrowed to PNG, JPEG and WebP) and stored through the
// file storage (decision 131) under a key the server chose. Each change is an audit row. Course
// pages show the profiles of a course's assigned trainers (course_trainers, decision 133).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { RESOURCE_MESSAGES, type PublicTrainer } from '@sap-academy/contracts';
import { TRAINER_PROFILE_MESSAGES, type AdminTrainer, type AdminTrainerProfile, type TrainerProfileInput } from '@sap-academy/contracts/admin';
import { siteApi } from '@sap-academy/contracts/paths';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { recordAudit } from '../repositories/audit';
import { courseReviewsRepository, type TrainerProfileRow } from '../repositories/course-reviews';
import { assertStorageKey, type FileStorage } from '../storage/file-storage';
import { QUIZ_IMAGE_TYPES, checkImageContent } from '../storage/image-check';

export const TRAINER_PHOTO_AREA = 'trainer-photos';
const PHOTO_TYPES = { png: QUIZ_IMAGE_TYPES.png, jpg: QUIZ_IMAGE_TYPES.jpg, webp: QUIZ_IMAGE_TYPES.webp } as const;
type PhotoExtension = keyof typeof PHOTO_TYPES;
const isPhotoExtension = (ext: string): ext is PhotoExtension => Object.hasOwn(PHOTO_TYPES, ext);

/** `<uuid>.<ext>` as the URL's last segment says it. */
const FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|webp)$/;
const ASSIGNABLE: readonly string[] = ['trainer', 'editor'];

const keyOf = (userId: number, extension: PhotoExtension, id: string) => {
  const key = [TRAINER_PHOTO_AREA, userId, extension, id].join('/');
  assertStorageKey(key);
  return key;
};

/** The public URL of a stored photo: its key's id and extension, so serving needs no lookup of a name. */
function photoUrl(row: TrainerProfileRow): string | null {
  if (!row.photoKey) return null;
  const [, , extension, id] = row.photoKey.split('/');
  return siteApi.trainerPhoto(row.userId, `${id}.${extension}`);
}

export const adminProfileView = (row: TrainerProfileRow): AdminTrainerProfile => ({
  display_name: row.displayName,
  years_experience: row.yearsExperience,
  modules: row.modules,
  bio: row.bio,
  photo_url: photoUrl(row),
  updated_at: row.updatedAt.toISOString(),
});

export const publicTrainerView = (row: TrainerProfileRow): PublicTrainer => ({
  name: row.displayName,
  photo_url: photoUrl(row),
  years_experience: row.yearsExperience,
  modules: row.modules,
  bio: row.bio,
});

const snapshot = (row: TrainerProfileRow | undefined) =>
  row ? { display_name: row.displayName, years_experience: row.yearsExperience, modules: row.modules, bio: row.bio, photo_key: row.photoKey } : null;

export function trainerProfilesService({ db, storage }: { db: Db; storage: FileStorage }) {
  async function assignable(tx: Db, userId: number) {
    const user = await courseReviewsRepository(tx).user(userId);
    if (!user) throw notFound('User');
    if (!ASSIGNABLE.includes(user.role)) throw new DomainError('invalid', TRAINER_PROFILE_MESSAGES.notTrainer);
  }

  return {
    async list(): Promise<{ results: AdminTrainer[] }> {
      const rows = await courseReviewsRepository(db).trainers();
      return {
        results: rows.map((r) => ({
          user_id: r.userId,
          name: r.name,
          role: r.role as AdminTrainer['role'],
          profile: r.profile ? adminProfileView(r.profile) : null,
        })),
      };
    },

    async save(actorUserId: number, userId: number, input: TrainerProfileInput): Promise<AdminTrainerProfile> {
      return inTransaction(db, async (tx) => {
        await assignable(tx, userId);
        const repo = courseReviewsRepository(tx);
        const before = await repo.profile(userId);
        const after = await repo.saveProfile(userId, {
          displayName: input.display_name,
          yearsExperience: input.years_experience,
          modules: input.modules,
          bio: input.bio,
        });
        await recordAudit(tx, {
          actorUserId,
          action: 'trainer_profile.update',
          entity: 'trainer_profile',
          entityId: userId,
          before: snapshot(before),
          after: snapshot(after),
        });
        return adminProfileView(after);
      });
    },

    /** Checks the photo by its bytes, stores it, points the profile at it, then drops the old one. */
    async setPhoto(actorUserId: number, userId: number, bytes: Buffer): Promise<AdminTrainerProfile> {
      await assignable(db, userId);
      if (!(await courseReviewsRepository(db).profile(userId))) throw new DomainError('conflict', TRAINER_PROFILE_MESSAGES.noProfile);
      if (bytes.length === 0) throw new DomainError('invalid', RESOURCE_MESSAGES.empty);
      const content = await checkImageContent(bytes);
      if (!content || !isPhotoExtension(content.extension)) throw new DomainError('unsupported_type', TRAINER_PROFILE_MESSAGES.wrongType);
      const key = keyOf(userId, content.extension, randomUUID());
      await storage.put(key, bytes, content.contentType);
      let previous: string | null = null;
      try {
        const after = await inTransaction(db, async (tx) => {
          const repo = courseReviewsRepository(tx);
          const before = await repo.profile(userId);
          if (!before) throw new DomainError('conflict', TRAINER_PROFILE_MESSAGES.noProfile);
          previous = before.photoKey;
          const row = (await repo.setPhoto(userId, key, content.contentType))!;
          await recordAudit(tx, {
            actorUserId,
            action: 'trainer_profile.photo',
            entity: 'trainer_profile',
            entityId: userId,
            before: { photo_key: before.photoKey },
            after: { photo_key: key, content_type: content.contentType, size_bytes: bytes.length },
          });
          return row;
        });
        // The old photo is no longer named by any profile; a failed delete leaves only an orphan.
        if (previous) await storage.delete(previous).catch(() => undefined);
        return adminProfileView(after);
      } catch (err) {
        // No profile row points at it, so nobody can account for it: it is not kept.
        await storage.delete(key);
        throw err;
      }
    },

    /** The stored photo and its type; 404 for a name the API never gives out, or nothing stored. */
    async readPhoto(userId: number, file: string): Promise<{ stream: Readable; contentType: string }> {
      const match = FILE.exec(file);
      if (!match) throw notFound('Photo');
      const extension = match[2] as PhotoExtension;
      const stream = await storage.read(keyOf(userId, extension, match[1]!));
      if (!stream) throw notFound('Photo');
      return { stream, contentType: PHOTO_TYPES[extension] };
    },

    async forCourse(courseId: number): Promise<PublicTrainer[]> {
      return (await courseReviewsRepository(db).courseTrainerProfiles(courseId)).map((r) => publicTrainerView(r.profile));
    },
  };
}
