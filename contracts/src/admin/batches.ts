// Live batches in the back office (decision 136): an admin creates a course's batches (dates,
// timetable, seats, trainer, delivery, own price), manages members and the waitlist; the batch's
// trainer (or an admin) moves, cancels and adds sessions, marks attendance and attaches recordings.
import { z } from 'zod';
import { singleLine } from '../text.ts';
import { ATTENDANCE_STATUSES, BATCH_DELIVERIES, MEMBER_STATUSES, SESSION_STATUSES } from '../batches.ts';
import { dateTimeSchema, daySchema, idSchema, timestampSchema, versionSchema } from './common.ts';
import { MAX_PRICE_PAISE } from './courses.ts';

/** RFC 5545 weekday codes, as `rrule` takes them. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const BATCH_STATUSES = ['open', 'cancelled'] as const;
/** A typo guard: a batch is a class, not an auditorium. */
export const MAX_SEATS = 500;
export const MAX_SESSION_MINUTES = 600;
/** A batch's timetable generates at most this many sessions (a year of daily classes). */
export const MAX_BATCH_SESSIONS = 400;

export const BATCH_ADMIN_MESSAGES = {
  endsBeforeStart: 'The end date must be on or after the start date.',
  sessionEndsBeforeStart: 'A session must end after it starts.',
  tooManySessions: `A batch has at most ${MAX_BATCH_SESSIONS} sessions; shorten the dates or the timetable.`,
  notTrainer: 'Only a trainer or an editor can run a batch.',
  notYourBatch: 'You are not the trainer of this batch.',
  seatsFull: 'The batch is full: raise its seat limit to promote from the waitlist.',
  seatLimitBelowEnrolled: (taken: number) => `${taken} seats are taken (seated students and seats held for companies): the seat limit cannot be lower.`,
  notWaitlisted: 'This student is not on the waitlist.',
  notInBatch: 'This student is not in the batch.',
  alreadyInBatch: 'This student is already in the batch.',
  notEnrolledInCourse: 'The student is not enrolled in the course.',
  sessionNotStarted: 'Attendance and recordings are for sessions that have started.',
  sessionCancelled: 'This session is cancelled.',
  notOnRoster: (studentId: number) => `Student ${studentId} is not enrolled in this batch.`,
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const meetingUrl = z
  .url({ protocol: /^https$/, error: 'Paste the meeting link (https://…): Google Meet, Zoom or any other.' })
  .max(500, { error: 'The meeting link must be at most 500 characters.' });
const YOUTUBE_MESSAGE = 'Enter a YouTube link (https://www.youtube.com/watch?v=… or https://youtu.be/…).';
/** The same rule as a course class's video (outlineFileSchema). */
export const recordingUrlSchema = z
  .url({ error: YOUTUBE_MESSAGE })
  .max(500)
  .refine((value) => /^https:\/\/(www\.)?(youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{6,}/.test(value), { error: YOUTUBE_MESSAGE });

/** Recurring sessions in India time: e.g. MO/WE/FR at 19:00 for 120 minutes, minus holidays. */
export const timetableSchema = z.object({
  weekdays: z
    .array(z.enum(WEEKDAYS))
    .min(1, { error: 'Choose at least one weekday.' })
    .max(7)
    .refine((days) => new Set(days).size === days.length, { error: 'Each weekday once.' }),
  start_time: z.string().regex(HHMM, { error: 'Use HH:MM (24-hour, India time).' }),
  duration_minutes: z
    .number()
    .int()
    .min(15, { error: 'A session lasts at least 15 minutes.' })
    .max(MAX_SESSION_MINUTES, { error: `A session lasts at most ${MAX_SESSION_MINUTES} minutes.` }),
  excluded_dates: z.array(daySchema).max(366).default([]),
});
export type Timetable = z.infer<typeof timetableSchema>;

const batchFields = z.object({
  title: singleLine({ error: 'Title is required.' }).min(1, { error: 'Title is required.' }).max(160, { error: 'Title must be at most 160 characters.' }),
  starts_on: daySchema,
  ends_on: daySchema,
  timetable: timetableSchema,
  seat_limit: z
    .number()
    .int()
    .min(1, { error: 'A batch has at least one seat.' })
    .max(MAX_SEATS, { error: `A batch has at most ${MAX_SEATS} seats.` }),
  trainer_user_id: idSchema.nullable().default(null),
  delivery: z.enum(BATCH_DELIVERIES),
  /** null: the course's price. */
  price_paise: z.number().int().min(0).max(MAX_PRICE_PAISE).nullable().default(null),
  /** The default link of every session; a session may have its own. */
  meeting_url: meetingUrl.nullable().default(null),
});
const datesInOrder = (b: { starts_on: string; ends_on: string }) => b.ends_on >= b.starts_on;

export const batchCreateSchema = batchFields
  .extend({ course_id: idSchema })
  .refine(datesInOrder, { error: BATCH_ADMIN_MESSAGES.endsBeforeStart, path: ['ends_on'] });
export type BatchCreate = z.infer<typeof batchCreateSchema>;
export const batchUpdateSchema = batchFields
  .extend({ version: versionSchema, status: z.enum(BATCH_STATUSES) })
  .refine(datesInOrder, { error: BATCH_ADMIN_MESSAGES.endsBeforeStart, path: ['ends_on'] });
export type BatchUpdate = z.infer<typeof batchUpdateSchema>;

export const adminBatchSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  timetable: timetableSchema,
  seat_limit: z.number().int(),
  /** Seated students plus the seats held for companies (decision 155): what the limit is measured against. */
  seats_taken: z.number().int(),
  /** Of `seats_taken`, the seats held for companies: batch pools' unused seats and open company orders'. */
  seats_held: z.number().int().nonnegative(),
  waitlisted: z.number().int(),
  trainer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  delivery: z.enum(BATCH_DELIVERIES),
  price_paise: z.number().int().nullable(),
  meeting_url: z.string().nullable(),
  status: z.enum(BATCH_STATUSES),
  version: z.number().int(),
  created_at: timestampSchema,
});
export type AdminBatch = z.infer<typeof adminBatchSchema>;
export const adminBatchListSchema = z.object({ results: z.array(adminBatchSchema) });
/** GET /admin/batches?course_id= */
export const adminBatchListQuerySchema = z.object({ course_id: z.coerce.number().int().min(1).optional() });

export const adminSessionSchema = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  starts_at: timestampSchema,
  ends_at: timestampSchema,
  /** The session's own link, else the batch's. */
  meeting_url: z.string().nullable(),
  status: z.enum(SESSION_STATUSES),
  /** Bumped on every move or cancellation: the invite's SEQUENCE. */
  sequence: z.number().int(),
  /** Added by hand rather than generated from the timetable. */
  extra: z.boolean(),
  recording_url: z.string().nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminMemberSchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(MEMBER_STATUSES),
  waitlist_position: z.number().int().nullable(),
  joined_at: timestampSchema,
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminBatchDetailSchema = adminBatchSchema.extend({ sessions: z.array(adminSessionSchema), members: z.array(adminMemberSchema) });
export type AdminBatchDetail = z.infer<typeof adminBatchDetailSchema>;

const momentMessage = 'Use an ISO date and time with its offset, e.g. 2026-12-01T19:00:00+05:30.';
/** POST a session by hand, or PUT to move one (its sequence goes up by one). */
export const sessionInputSchema = z
  .object({
    starts_at: dateTimeSchema(momentMessage),
    ends_at: dateTimeSchema(momentMessage),
    meeting_url: meetingUrl.nullable().default(null),
  })
  .refine((s) => Date.parse(s.ends_at) > Date.parse(s.starts_at), { error: BATCH_ADMIN_MESSAGES.sessionEndsBeforeStart, path: ['ends_at'] });
export type SessionInput = z.infer<typeof sessionInputSchema>;

export const memberAddSchema = z.object({ student_id: idSchema });

export const rosterEntrySchema = z.object({
  student_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** The first Join click, if any. */
  joined_at: timestampSchema.nullable(),
  /** The mark, or 'present' pre-filled from a Join click, or null. */
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** False while the status is only the pre-fill. */
  marked: z.boolean(),
});
export const rosterSchema = z.object({ session: adminSessionSchema, entries: z.array(rosterEntrySchema) });
export type Roster = z.infer<typeof rosterSchema>;
export const attendanceMarksSchema = z.object({
  marks: z
    .array(z.object({ student_id: idSchema, status: z.enum(ATTENDANCE_STATUSES) }))
    .min(1)
    .max(MAX_SEATS)
    .refine((marks) => new Set(marks.map((m) => m.student_id)).size === marks.length, { error: 'Each student once.' }),
});
export type AttendanceMarks = z.infer<typeof attendanceMarksSchema>;
export const recordingInputSchema = z.object({ recording_url: recordingUrlSchema.nullable() });

export const ATTENDANCE_CSV_COLUMNS = ['session_id', 'starts_at', 'student_id', 'name', 'email', 'status', 'joined_at'] as const;
