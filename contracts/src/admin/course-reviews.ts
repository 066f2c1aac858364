// The back office's course reviews and trainer profiles (decision 147): a moderation queue of
// students' reviews (publish or hide, with the version read), and each trainer's public profile
// (name, photo, experience, SAP modules, bio) that course pages show.
import { z } from 'zod';
import { REVIEW_STATUSES } from '../course-reviews.ts';
import { multiLine, singleLine } from '../text.ts';

export const adminCourseReviewQuerySchema = z.object({ status: z.enum(REVIEW_STATUSES).default('pending') });

export const adminCourseReviewSchema = z.object({
  id: z.number().int().positive(),
  course_id: z.number().int().positive(),
  course_title: z.string(),
  student_name: z.string(),
  rating: z.number().int(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  version: z.number().int().nonnegative(),
  updated_at: z.string(),
});
export type AdminCourseReview = z.infer<typeof adminCourseReviewSchema>;
export const adminCourseReviewListSchema = z.object({ results: z.array(adminCourseReviewSchema) });

export const COURSE_REVIEW_ADMIN_MESSAGES = {
  stale: 'The review changed since you opened it. Reload and try again.',
  notFound: 'Review not found.',
} as const;

/** Publish or hide; `version` is the one the moderator read (a student's edit bumps it). */
export const courseReviewModerationSchema = z.strictObject({
  status: z.enum(['published', 'hidden']),
  version: z.number().int().nonnegative(),
});
export type CourseReviewModeration = z.infer<typeof courseReviewModerationSchema>;

export const TRAINER_PROFILE_LIMITS = { name: 100, bio: 1000, modules: 12, module: 60, years: 60 } as const;
export const TRAINER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const TRAINER_PROFILE_MESSAGES = {
  name: `A display name needs 1 to ${TRAINER_PROFILE_LIMITS.name} characters.`,
  bio: `A bio has at most ${TRAINER_PROFILE_LIMITS.bio} characters.`,
  modules: `List at most ${TRAINER_PROFILE_LIMITS.modules} modules of 1 to ${TRAINER_PROFILE_LIMITS.module} characters each.`,
  years: `Years of experience is a whole number from 0 to ${TRAINER_PROFILE_LIMITS.years}.`,
  notTrainer: 'Only a trainer or an editor has a trainer profile.',
  noProfile: 'Save the profile before adding a photo.',
  wrongType: 'A photo must be a PNG, JPEG or WebP image.',
} as const;

export const trainerProfileInputSchema = z.strictObject({
  display_name: singleLine({ error: TRAINER_PROFILE_MESSAGES.name })
    .min(1, { error: TRAINER_PROFILE_MESSAGES.name })
    .max(TRAINER_PROFILE_LIMITS.name, { error: TRAINER_PROFILE_MESSAGES.name }),
  years_experience: z
    .number({ error: TRAINER_PROFILE_MESSAGES.years })
    .int({ error: TRAINER_PROFILE_MESSAGES.years })
    .min(0, { error: TRAINER_PROFILE_MESSAGES.years })
    .max(TRAINER_PROFILE_LIMITS.years, { error: TRAINER_PROFILE_MESSAGES.years })
    .nullable(),
  modules: z
    .array(
      singleLine({ error: TRAINER_PROFILE_MESSAGES.modules })
        .min(1, { error: TRAINER_PROFILE_MESSAGES.modules })
        .max(TRAINER_PROFILE_LIMITS.module, { error: TRAINER_PROFILE_MESSAGES.modules }),
    )
    .max(TRAINER_PROFILE_LIMITS.modules, { error: TRAINER_PROFILE_MESSAGES.modules }),
  bio: multiLine({ error: TRAINER_PROFILE_MESSAGES.bio }).max(TRAINER_PROFILE_LIMITS.bio, { error: TRAINER_PROFILE_MESSAGES.bio }),
});
export type TrainerProfileInput = z.infer<typeof trainerProfileInputSchema>;

export const adminTrainerProfileSchema = z.object({
  display_name: z.string(),
  years_experience: z.number().int().nullable(),
  modules: z.array(z.string()),
  bio: z.string(),
  photo_url: z.string().nullable(),
  updated_at: z.string(),
});
export type AdminTrainerProfile = z.infer<typeof adminTrainerProfileSchema>;

/** A staff member who can be assigned to courses (trainer or editor), with their profile if written. */
export const adminTrainerSchema = z.object({
  user_id: z.number().int().positive(),
  name: z.string(),
  role: z.enum(['trainer', 'editor']),
  profile: adminTrainerProfileSchema.nullable(),
});
export type AdminTrainer = z.infer<typeof adminTrainerSchema>;
export const adminTrainerListSchema = z.object({ results: z.array(adminTrainerSchema) });
