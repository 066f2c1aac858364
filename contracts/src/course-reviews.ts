// Course reviews and trainer profiles as the portal and the public pages see them (decisions 147
// and 212). A student who has completed at least REVIEW_MIN_COMPLETION_SHARE of a course's classes
// may rate it 1–5 with a short text, once per course (an edit replaces it and sends it back to
// moderation). Staff publish or hide; only published reviews are public, named by first name and
// initial. The aggregate is the mean of the published ratings rounded to one decimal.
import { z } from 'zod';
import { multiLine } from './text.ts';

/**
 * The share of a course's classes a student must have completed to review it: half, so the
 * review is from someone who has seen the course, without waiting for the certificate.
 */
export const REVIEW_MIN_COMPLETION_SHARE = 0.5;
export const REVIEW_RATING = { min: 1, max: 5 } as const;
export const REVIEW_TEXT_MAX = 600;
/** How many published reviews a course page lists (the newest); the average counts them all. */
export const COURSE_PAGE_REVIEWS_LIMIT = 20;
/** How many published reviews the site data carries for the home page's testimonials. */
export const SITE_TESTIMONIALS_LIMIT = 6;
/** SPEC §2 keeps the sample testimonials hidden; real reviews replace them from this many on. */
export const TESTIMONIALS_MIN_REVIEWS = 3;

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const COURSE_REVIEW_MESSAGES = {
  rating: `Choose a rating from ${REVIEW_RATING.min} to ${REVIEW_RATING.max} stars.`,
  text: `Write 1 to ${REVIEW_TEXT_MAX} characters about the course.`,
  notEnrolled: 'Only students enrolled in this course can review it.',
  notEligible: `Complete at least ${REVIEW_MIN_COMPLETION_SHARE * 100} % of the course's classes to review it.`,
  saved: 'Thank you. Your review will appear once our team has checked it.',
} as const;

export const courseReviewInputSchema = z.strictObject({
  rating: z
    .number({ error: COURSE_REVIEW_MESSAGES.rating })
    .int({ error: COURSE_REVIEW_MESSAGES.rating })
    .min(REVIEW_RATING.min, { error: COURSE_REVIEW_MESSAGES.rating })
    .max(REVIEW_RATING.max, { error: COURSE_REVIEW_MESSAGES.rating }),
  body: multiLine({ error: COURSE_REVIEW_MESSAGES.text })
    .min(1, { error: COURSE_REVIEW_MESSAGES.text })
    .max(REVIEW_TEXT_MAX, { error: COURSE_REVIEW_MESSAGES.text }),
});
export type CourseReviewInput = z.infer<typeof courseReviewInputSchema>;

export const myCourseReviewSchema = z.object({
  rating: z.number().int(),
  body: z.string(),
  status: z.enum(REVIEW_STATUSES),
  updated_at: z.string(),
});

/** GET/PUT /lms/course/:id/review: whether the caller may review, and their review if any. */
export const courseReviewStatusSchema = z.object({
  eligible: z.boolean(),
  completed_classes: z.number().int().nonnegative(),
  total_classes: z.number().int().nonnegative(),
  required_share: z.number(),
  review: myCourseReviewSchema.nullable(),
});
export type CourseReviewStatus = z.infer<typeof courseReviewStatusSchema>;

/** "Asha Rao" → "Asha R.", "Asha" → "Asha": a public review names its author no further. */
export function reviewerName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return 'A student';
  const last = rest.at(-1);
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/** The mean of the ratings rounded to one decimal (4.25 → 4.3), or null without any. */
export function averageRating(sum: number, count: number): number | null {
  return count === 0 ? null : Math.round((sum * 10) / count) / 10;
}

export const publicReviewSchema = z.object({
  rating: z.number().int(),
  body: z.string(),
  /** First name and initial (reviewerName). */
  author: z.string(),
  /** When staff published it (ISO). */
  published_at: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

export const courseRatingSchema = z.object({ average: z.number().nullable(), count: z.number().int().nonnegative() });
export type CourseRating = z.infer<typeof courseRatingSchema>;

/** A published review on the home page: which course it is about, and a link to its page. */
export const siteTestimonialSchema = publicReviewSchema.extend({ course_title: z.string(), course_slug: z.string() });
export type SiteTestimonial = z.infer<typeof siteTestimonialSchema>;

/** A trainer as a course page shows them: the back office's profile, nothing else of the account. */
export const publicTrainerSchema = z.object({
  name: z.string(),
  photo_url: z.string().nullable(),
  years_experience: z.number().int().nullable(),
  modules: z.array(z.string()),
  bio: z.string(),
});
export type PublicTrainer = z.infer<typeof publicTrainerSchema>;
