// The catalogue of SPEC §3: courses (duration in days, price in paise), ordered sections and classes, class files.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, parentId, updatedAt, version } from './columns';

/** One question of a course page's FAQ. */
export interface StoredFaqItem {
  question: string;
  answer: string;
}

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(), // stable key that makes the seed idempotent
    courseTitle: text('course_title').notNull(),
    description: text('description').notNull(),
    posterUrl: text('poster_url').notNull(),
    difficultyLevel: text('difficulty_level').notNull(),
    courseType: text('course_type').notNull(),
    courseDuration: integer('course_duration').notNull(), // days (§3)
    price: integer('price').notNull(), // paise (§3)
    published: boolean('published').notNull().default(true),
    // Archived: hidden from visitors and new students, kept for the enrolled.
    archived: boolean('archived').notNull().default(false),
    /** Mock interviews an enrolment includes (decision 138): each booking spends one, a cancellation returns it. */
    mockInterviewCredits: integer('mock_interview_credits').notNull().default(0),
    /** The course page's questions and answers, in order (decision 211; contracts' courseFaqSchema). */
    faq: jsonb('faq').$type<StoredFaqItem[]>().notNull().default([]),
    /** Days of practice-server access an enrolment includes (decision 150); null: none. */
    serverAccessDays: integer('server_access_days'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('courses_price_nonnegative', sql`${t.price} >= 0`),
    check('courses_mock_interview_credits', sql`${t.mockInterviewCredits} >= 0`),
    check('courses_faq_array', sql`jsonb_typeof(${t.faq}) = 'array'`),
    check('courses_server_access_days_positive', sql`${t.serverAccessDays} is null or ${t.serverAccessDays} between 1 and 3650`),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    courseId: parentId('course_id', () => courses.id),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('sections_course_position_key').on(t.courseId, t.position)],
);

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    sectionId: parentId('section_id', () => sections.id),
    // Denormalised so ownership checks need one lookup: a class id alone never grants access.
    courseId: parentId('course_id', () => courses.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    duration: integer('duration'), // seconds, optional (§2 "duration in seconds if present")
    onlineClassType: text('online_class_type').notNull(),
    /** A visitor may play this class's video on the public course page (decision 211); no other class's video leaves the API. */
    freePreview: boolean('free_preview').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('classes_section_position_key').on(t.sectionId, t.position), index('classes_course_idx').on(t.courseId)],
);

export const classFiles = pgTable(
  'class_files',
  {
    id: serial('id').primaryKey(),
    classId: parentId('class_id', () => classes.id),
    isOriginal: boolean('is_original').notNull().default(false),
    onlineClassFileType: text('online_class_file_type').notNull(),
    url: text('url').notNull(),
  },
  (t) => [index('class_files_class_idx').on(t.classId)],
);
