// Back-office catalogue: courses, their outline (sections → classes →
// files) and publishing. Money is paise (SPEC §3); the form shows rupees.
import { z } from 'zod';
import { courseFaqSchema } from '../course-pages.ts';
import { multiLine, singleLine } from '../text.ts';
import { idSchema, pageOf, timestampSchema, versionSchema } from './common.ts';

export const DIFFICULTY_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const COURSE_TYPES = ['Self-paced', 'Live', 'Hybrid'] as const;
/**
 * A QUIZ class carries a quiz (decision 130), authored at /admin/courses/{id}/classes/{classId}/quiz;
 * an ASSIGNMENT class an assignment a trainer reviews (decision 134), at …/assignment.
 */
export const CLASS_TYPES = ['VIDEO', 'QUIZ', 'ASSIGNMENT'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];
export const CLASS_FILE_TYPES = ['YOUTUBE'] as const;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** ₹10,00,000 in paise: a typo guard, not a business rule. */
export const MAX_PRICE_PAISE = 100_000_000;

const required = (label: string, max: number) =>
  singleLine({ error: `${label} is required.` })
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const courseInputSchema = z.object({
  course_title: required('Title', 160),
  slug: singleLine({ error: 'Slug is required.' })
    .min(1, { error: 'Slug is required.' })
    .max(80, { error: 'Slug must be at most 80 characters.' })
    .regex(SLUG_PATTERN, { error: 'Use lower-case letters, digits and single hyphens, e.g. sap-mm.' }),
  description: multiLine({ error: 'Description is required.' })
    .min(1, { error: 'Description is required.' })
    .max(5000, { error: 'Description must be at most 5000 characters.' }),
  difficulty_level: z.enum(DIFFICULTY_LEVELS, { error: `Level must be one of ${DIFFICULTY_LEVELS.join(', ')}.` }),
  course_type: z.enum(COURSE_TYPES, { error: `Type must be one of ${COURSE_TYPES.join(', ')}.` }),
  course_duration: z
    .number({ error: 'Duration must be a whole number of days.' })
    .int({ error: 'Duration must be a whole number of days.' })
    .min(1, { error: 'Duration must be at least 1 day.' })
    .max(3650, { error: 'Duration must be at most 3650 days.' }),
  price: z
    .number({ error: 'Price must be an amount in paise.' })
    .int({ error: 'Price must be a whole number of paise.' })
    .min(0, { error: 'Price cannot be negative.' })
    .max(MAX_PRICE_PAISE, { error: 'Price must be at most ₹10,00,000.' }),
  /** Empty: the API's generated poster (api/src/domain/course-poster.ts). */
  poster_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Poster must be an http(s) URL.' }).max(500)]).default(''),
  published: z.boolean().default(false),
  /** The public course page's questions and answers, in order (decision 211); left out, unchanged
   * (none for a new course), so a client written before the FAQ cannot erase it. */
  faq: courseFaqSchema.optional(),
  /** Days of practice-server access an enrolment includes (decision 150); null: none. Left out,
   * unchanged (none for a new course), so a client written before it cannot clear it. */
  server_access_days: z
    .number({ error: 'Server access must be a whole number of days.' })
    .int({ error: 'Server access must be a whole number of days.' })
    .min(1, { error: 'Server access must be at least 1 day.' })
    .max(3650, { error: 'Server access must be at most 3650 days.' })
    .nullable()
    .optional(),
  /** Mock interviews an enrolment includes, booked with a consultant (decisions 138 and 146); 0:
   * none. A course with only this and a price sells one mock interview alone. Left out, unchanged
   * (0 for a new course), so a client written before it cannot reset it. */
  mock_interview_credits: z
    .number({ error: 'Mock interviews must be a whole number.' })
    .int({ error: 'Mock interviews must be a whole number.' })
    .min(0, { error: 'Mock interviews cannot be negative.' })
    .max(10, { error: 'Mock interviews must be at most 10.' })
    .optional(),
});
export type CourseInput = z.infer<typeof courseInputSchema>;

/** PUT /admin/courses/{id}: the fields plus the version the form loaded. */
export const courseUpdateSchema = courseInputSchema.extend({ version: versionSchema });
export type CourseUpdate = z.infer<typeof courseUpdateSchema>;

export const COURSE_STATUSES = ['draft', 'published', 'archived'] as const;

export const adminCourseSchema = z.object({
  id: idSchema,
  course_title: z.string(),
  slug: z.string(),
  description: z.string(),
  poster_url: z.string(),
  difficulty_level: z.string(),
  course_type: z.string(),
  course_duration: z.number().int(),
  price: z.number().int(),
  published: z.boolean(),
  /** Archived courses are hidden everywhere a visitor looks; enrolled students keep access. */
  archived: z.boolean(),
  status: z.enum(COURSE_STATUSES),
  enrolled_count: z.number().int().nonnegative(),
  section_count: z.number().int().nonnegative(),
  class_count: z.number().int().nonnegative(),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  server_access_days: z.number().int().nullable(),
  mock_interview_credits: z.number().int().nonnegative(),
  version: versionSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type AdminCourse = z.infer<typeof adminCourseSchema>;

/** GET /admin/courses?status=&q=&sort=course_title|-updated_at|price|enrolled_count */
export const adminCourseListQuerySchema = z.object({ status: z.enum(COURSE_STATUSES).optional() });
export const adminCourseListResponseSchema = pageOf(adminCourseSchema);

export const outlineFileSchema = z.object({
  is_original: z.boolean().default(true),
  online_class_file_type: z.enum(CLASS_FILE_TYPES).default('YOUTUBE'),
  url: z
    .url({ error: 'Enter a YouTube link (https://www.youtube.com/watch?v=… or https://youtu.be/…).' })
    .max(500)
    .refine((value) => /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,}/.test(value), {
      error: 'Enter a YouTube link (https://www.youtube.com/watch?v=… or https://youtu.be/…).',
    }),
});

export const outlineClassSchema = z.object({
  /** Absent for a new class; an existing class keeps its id (and every student's progress). */
  id: idSchema.optional(),
  title: required('Class title', 160),
  description: multiLine().max(5000, { error: 'Description must be at most 5000 characters.' }).default(''),
  /** Seconds; null when unknown (SPEC §2 "duration in seconds if present"). */
  duration: z.number().int().min(1, { error: 'Duration must be at least 1 second.' }).max(86_400).nullable().default(null),
  online_class_type: z.enum(CLASS_TYPES).default('VIDEO'),
  /** A visitor may play this class's video on the public course page (decision 211). Left out, an
   * existing class keeps its flag and a new one is not a preview: a client written before it cannot clear it. */
  free_preview: z.boolean().optional(),
  files: z.array(outlineFileSchema).max(5).default([]),
});
export type OutlineClass = z.infer<typeof outlineClassSchema>;

export const outlineSectionSchema = z.object({
  id: idSchema.optional(),
  name: required('Section name', 160),
  /** In display order: a class's position is its index here. */
  classes: z.array(outlineClassSchema).max(200),
});
export type OutlineSection = z.infer<typeof outlineSectionSchema>;

/** PUT /admin/courses/{id}/outline: the whole ordered tree; classes missing from it are removed. */
export const courseOutlineUpdateSchema = z.object({ version: versionSchema, sections: z.array(outlineSectionSchema).max(100) });
export type CourseOutlineUpdate = z.infer<typeof courseOutlineUpdateSchema>;

/** GET /admin/courses/{id}: the course with its outline (ids present on every node). */
export const adminCourseDetailSchema = adminCourseSchema.extend({
  sections: z.array(
    outlineSectionSchema.extend({
      id: idSchema,
      classes: z.array(outlineClassSchema.extend({ id: idSchema, files: z.array(outlineFileSchema.extend({ id: idSchema })) })),
    }),
  ),
});
export type AdminCourseDetail = z.infer<typeof adminCourseDetailSchema>;

/** POST /admin/courses/{id}/publish | /unpublish | /archive | /restore: body { version }. */
export const versionOnlySchema = z.object({ version: versionSchema });
