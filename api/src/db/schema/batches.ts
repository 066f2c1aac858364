// Live batches (decision 136). A course's batch has dates, a timetable in India time (weekdays, a
// start time, a duration, excluded dates) from which its sessions are generated, a seat limit, a
// trainer and an optional own price. Members hold a seat ('enrolled') or a place in the queue
// ('waitlisted', position 1 next); a removed member keeps their row for the history. Attendance is
// one row per session and student: the first Join click, then the trainer's mark.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { students, users } from './accounts';
import { courses } from './catalogue';
import { createdAt, parentId, updatedAt, version } from './columns';

/** What `timetable` holds (contracts' timetableSchema). */
export interface StoredTimetable {
  weekdays: string[];
  start_time: string;
  duration_minutes: number;
  excluded_dates: string[];
}

export const batches = pgTable(
  'batches',
  {
    id: serial('id').primaryKey(),
    courseId: parentId('course_id', () => courses.id),
    title: text('title').notNull(),
    /** Days in India. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    timetable: jsonb('timetable').$type<StoredTimetable>().notNull(),
    seatLimit: integer('seat_limit').notNull(),
    trainerUserId: integer('trainer_user_id').references(() => users.id, { onDelete: 'set null' }),
    delivery: text('delivery').notNull(),
    /** null: the course's price. */
    pricePaise: integer('price_paise'),
    meetingUrl: text('meeting_url'),
    status: text('status').notNull().default('open'),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('batches_course_idx').on(t.courseId, t.startsOn),
    index('batches_trainer_idx').on(t.trainerUserId),
    check('batches_dates', sql`${t.endsOn} >= ${t.startsOn}`),
    check('batches_seats', sql`${t.seatLimit} > 0`),
    check('batches_delivery', sql`${t.delivery} in ('live', 'hybrid')`),
    check('batches_status', sql`${t.status} in ('open', 'cancelled')`),
    check('batches_price', sql`${t.pricePaise} is null or ${t.pricePaise} >= 0`),
  ],
);

export const batchSessions = pgTable(
  'batch_sessions',
  {
    id: serial('id').primaryKey(),
    batchId: parentId('batch_id', () => batches.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** null: the batch's link. */
    meetingUrl: text('meeting_url'),
    status: text('status').notNull().default('scheduled'),
    /** The invite's SEQUENCE: bumped on every move or cancellation. */
    sequence: integer('sequence').notNull().default(0),
    /** Added by hand: a timetable change leaves it alone. */
    extra: boolean('extra').notNull().default(false),
    recordingUrl: text('recording_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('batch_sessions_batch_idx').on(t.batchId, t.startsAt),
    index('batch_sessions_starts_idx').on(t.startsAt),
    check('batch_sessions_times', sql`${t.endsAt} > ${t.startsAt}`),
    check('batch_sessions_status', sql`${t.status} in ('scheduled', 'cancelled')`),
  ],
);

export const batchMembers = pgTable(
  'batch_members',
  {
    id: serial('id').primaryKey(),
    batchId: parentId('batch_id', () => batches.id),
    studentId: parentId('student_id', () => students.id),
    status: text('status').notNull(),
    waitlistPosition: integer('waitlist_position'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('batch_members_key').on(t.batchId, t.studentId),
    index('batch_members_student_idx').on(t.studentId),
    check('batch_members_status', sql`${t.status} in ('enrolled', 'waitlisted', 'removed')`),
    // A place in the queue exactly when waitlisted.
    check('batch_members_position', sql`(${t.status} = 'waitlisted') = (${t.waitlistPosition} is not null)`),
  ],
);

export const sessionAttendance = pgTable(
  'session_attendance',
  {
    sessionId: parentId('session_id', () => batchSessions.id),
    studentId: parentId('student_id', () => students.id),
    /** The first Join click. */
    joinedAt: timestamp('joined_at', { withTimezone: true }),
    /** The trainer's mark; null until marked. */
    status: text('status'),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'session_attendance_pkey', columns: [t.sessionId, t.studentId] }),
    index('session_attendance_student_idx').on(t.studentId),
    check('session_attendance_status', sql`${t.status} is null or ${t.status} in ('present', 'absent', 'late')`),
  ],
);

/**
 * A student's personal calendar feed: the URL's secret token, kept only as its SHA-256 (a leaked
 * table lists no working feed). A new token replaces the old one, which stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  studentId: integer('student_id')
    .primaryKey()
    .references(() => students.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique('calendar_feeds_token_hash_unique'),
  createdAt: createdAt(),
});
