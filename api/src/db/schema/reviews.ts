// Students' course reviews and trainers' public profiles (decisions 147 and 212). A review is one
// per student and course; its status is pending until staff publish or hide it, and a student's
// edit returns it to pending with the version bumped (so a moderator's stale decision is a 409).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, users } from './accounts';
import { courses } from './catalogue';
import { createdAt, parentId, updatedAt, version } from './columns';

export const courseReviews = pgTable(
  'course_reviews',
  {
    id: serial('id').primaryKey(),
    courseId: parentId('course_id', () => courses.id),
    studentId: parentId('student_id', () => students.id),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('pending'),
    version: version(),
    /** Set when staff publish it; the public lists are newest first by this. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    moderatedBy: integer('moderated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('course_reviews_course_student_key').on(t.courseId, t.studentId),
    index('course_reviews_status_idx').on(t.status, t.courseId, t.publishedAt),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('course_reviews_status_known', sql`${t.status} in ('pending', 'published', 'hidden')`),
  ],
);

export const trainerProfiles = pgTable(
  'trainer_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    yearsExperience: smallint('years_experience'),
    modules: jsonb('modules').$type<string[]>().notNull().default([]),
    bio: text('bio').notNull().default(''),
    /** The storage key of the checked photo (its type is in the key's extension and here). */
    photoKey: text('photo_key'),
    photoContentType: text('photo_content_type'),
    updatedAt: updatedAt(),
  },
  (t) => [check('trainer_profiles_modules_array', sql`jsonb_typeof(${t.modules}) = 'array'`)],
);
