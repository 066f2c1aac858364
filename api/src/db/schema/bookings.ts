// Bookable mock interviews and free consultations (decision 138). A consultant (a trainer or an
// admin) has one availability document: the kinds offered, the slot length, the meeting link, the
// weekly rules and the dated exceptions, edited and read as a whole (the slot listing needs all of
// it at once, and one version guards a stale form). A booking is one consultant at one start; the
// partial unique index on (consultant, start) over live bookings is what makes a slot bookable
// once however many requests race for it.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingFeedback, BookingKind } from '@sap-academy/contracts';
import type { AvailabilityException, WeeklyRule } from '@sap-academy/contracts/admin';
import { students, users } from './accounts';
import { courses } from './catalogue';
import { createdAt, updatedAt, version } from './columns';
import { leads } from './site';

export const consultants = pgTable(
  'consultants',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    kinds: jsonb('kinds').$type<BookingKind[]>().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    meetingUrl: text('meeting_url').notNull(),
    weekly: jsonb('weekly').$type<WeeklyRule[]>().notNull().default([]),
    exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull().default([]),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('consultants_slot_minutes', sql`${t.slotMinutes} between 15 and 180`)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<BookingKind>().notNull(),
    status: text('status').notNull().default('booked'),
    // A consultant with bookings cannot be deleted: the bookings are somebody's appointments.
    consultantId: integer('consultant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The consultant's link when booked: the confirmation mail and the booking agree even if it changes later. */
    meetingUrl: text('meeting_url').notNull(),
    /** The student who booked a mock interview; null for a visitor's consultation. */
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile'),
    /** sha256 of the secret in a visitor's manage link; the link itself is only in their mail. */
    manageTokenHash: text('manage_token_hash'),
    /** The course whose included mock interview credit this booking spent; back when cancelled. */
    creditCourseId: integer('credit_course_id').references(() => courses.id, { onDelete: 'set null' }),
    followUpOf: integer('follow_up_of').references((): AnyPgColumn => bookings.id, { onDelete: 'set null' }),
    /** The calendar invite's SEQUENCE: moves on every reschedule and cancel. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    feedback: jsonb('feedback').$type<BookingFeedback>(),
    feedbackBy: integer('feedback_by').references(() => users.id, { onDelete: 'set null' }),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bookings_live_slot_key')
      .on(t.consultantId, t.startsAt)
      .where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('bookings_manage_token_key').on(t.manageTokenHash),
    index('bookings_student_idx').on(t.studentId),
    index('bookings_credit_idx').on(t.creditCourseId),
    index('bookings_starts_idx').on(t.startsAt),
    check('bookings_kind_known', sql`${t.kind} in ('mock_interview', 'consultation')`),
    check('bookings_status_known', sql`${t.status} in ('booked', 'cancelled')`),
    check('bookings_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
    check('bookings_mock_interview_student', sql`${t.kind} <> 'mock_interview' or ${t.studentId} is not null`),
  ],
);
