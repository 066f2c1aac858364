// The public page of one course (decisions 143 and 211): GET /site/courses/:slug, no session. It
// carries exactly what /courses/<slug> shows a visitor and nothing else: the course's public
// fields, what enrolment really includes (counted from the outline, never claimed), the syllabus
// with a video id only for the classes staff marked as a free preview, the upcoming open batches
// without their meeting links, and the course's FAQ. A draft, archived or unknown slug is a 404.
import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';
import { publicCourseSchema } from './site-data.ts';
import { courseRatingSchema, publicReviewSchema, publicTrainerSchema } from './course-reviews.ts';

/** The FAQ staff write in the course editor: a short list, each answer a paragraph or two. */
export const COURSE_FAQ_LIMITS = { items: 20, question: 300, answer: 2000 } as const;

export const COURSE_PAGE_MESSAGES = {
  notFound: 'Course not found.',
  faqQuestion: `Each question needs 1 to ${COURSE_FAQ_LIMITS.question} characters.`,
  faqAnswer: `Each answer needs 1 to ${COURSE_FAQ_LIMITS.answer} characters.`,
  faqItems: `A course has at most ${COURSE_FAQ_LIMITS.items} questions.`,
} as const;

export const courseFaqItemSchema = z.object({
  question: singleLine({ error: COURSE_PAGE_MESSAGES.faqQuestion })
    .min(1, { error: COURSE_PAGE_MESSAGES.faqQuestion })
    .max(COURSE_FAQ_LIMITS.question, { error: COURSE_PAGE_MESSAGES.faqQuestion }),
  answer: multiLine({ error: COURSE_PAGE_MESSAGES.faqAnswer })
    .min(1, { error: COURSE_PAGE_MESSAGES.faqAnswer })
    .max(COURSE_FAQ_LIMITS.answer, { error: COURSE_PAGE_MESSAGES.faqAnswer }),
});
export type CourseFaqItem = z.infer<typeof courseFaqItemSchema>;
export const courseFaqSchema = z.array(courseFaqItemSchema).max(COURSE_FAQ_LIMITS.items, { error: COURSE_PAGE_MESSAGES.faqItems });

/** The kinds of class a syllabus lists (the outline's online_class_type). */
export const SYLLABUS_CLASS_KINDS = ['VIDEO', 'QUIZ', 'ASSIGNMENT'] as const;

export const syllabusClassSchema = z.object({
  title: z.string(),
  /** Seconds; null when staff gave none. */
  duration: z.number().int().nonnegative().nullable(),
  kind: z.enum(SYLLABUS_CLASS_KINDS),
  /** The YouTube id a visitor may play: only for a VIDEO class marked free preview, else null. */
  preview_video_id: z.string().nullable(),
});
export type SyllabusClass = z.infer<typeof syllabusClassSchema>;

export const syllabusSectionSchema = z.object({ name: z.string(), classes: z.array(syllabusClassSchema) });
export type SyllabusSection = z.infer<typeof syllabusSectionSchema>;

/** An upcoming open batch as a visitor sees it: dates, timetable, seats; never a meeting link or a member. */
export const publicCourseBatchSchema = z.object({
  title: z.string(),
  /** Days in India (YYYY-MM-DD). */
  starts_on: z.string(),
  ends_on: z.string(),
  delivery: z.enum(['live', 'hybrid']),
  /** Weekday names in English ("Monday"), the sessions' start in India ("19:00") and their length. */
  weekdays: z.array(z.string()),
  start_time: z.string(),
  duration_minutes: z.number().int().positive(),
  trainer_name: z.string().nullable(),
  /** Paise: the batch's own price, else the course's. */
  price: z.number().int().nonnegative(),
  seats_left: z.number().int().nonnegative(),
});
export type PublicCourseBatch = z.infer<typeof publicCourseBatchSchema>;

/** What enrolment includes, counted from the course as it is (decision 211: never claimed). */
export const courseIncludesSchema = z.object({
  classes: z.number().int().nonnegative(),
  videos: z.number().int().nonnegative(),
  quizzes: z.number().int().nonnegative(),
  assignments: z.number().int().nonnegative(),
  /** A certificate is issued on completion (decision 135): true when the course has classes to complete. */
  certificate: z.boolean(),
  mock_interviews: z.number().int().nonnegative(),
});
export type CourseIncludes = z.infer<typeof courseIncludesSchema>;

export const publicCoursePageSchema = z.strictObject({
  // The course as /site-data lists it (price in paise, duration in days, course_type its delivery),
  // without the listing's topics and class count: the page has the whole syllabus.
  ...publicCourseSchema.omit({ topics: true, class_count: true }).shape,
  /** ISO 4217 code of the settings (INR). */
  currency: z.string(),
  /** "incl. GST", "+ 18 % GST" or null (free, or a seller not registered for GST): gstPriceNote. */
  price_note: z.string().nullable(),
  includes: courseIncludesSchema,
  sections: z.array(syllabusSectionSchema),
  batches: z.array(publicCourseBatchSchema),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  /** The published reviews' mean (one decimal) and count (decision 212); null average without any. */
  rating: courseRatingSchema,
  /** The newest published reviews, at most COURSE_PAGE_REVIEWS_LIMIT. */
  reviews: z.array(publicReviewSchema),
  /** The course's assigned trainers (course_trainers) who have a public profile. */
  trainers: z.array(publicTrainerSchema),
});
export type PublicCoursePage = z.infer<typeof publicCoursePageSchema>;
