// Live batches as a student sees them (decision 136; SPEC §2 "live 1-on-1 sessions and
// recordings"): the batches of a course they may join, their own batches with each session, and
// the Join button's window. A session's meeting link is only ever in a response to an enrolled
// member: a waitlisted member, a removed one or anyone else gets null.
import { z } from 'zod';

/** The Join button opens this many minutes before a session starts and closes when it ends. */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

export const BATCH_DELIVERIES = ['live', 'hybrid'] as const;
export type BatchDelivery = (typeof BATCH_DELIVERIES)[number];
export const MEMBER_STATUSES = ['enrolled', 'waitlisted', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const SESSION_STATUSES = ['scheduled', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
export const ATTENDANCE_STATUSES = ['present', 'absent', 'late'] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const BATCH_MESSAGES = {
  notEnrolledInCourse: 'Enrol in the course before joining one of its batches.',
  alreadyMember: 'You are already in this batch.',
  batchClosed: 'This batch is not taking students.',
  notMember: 'You are not enrolled in this batch.',
  joinTooEarly: (minutes: number) => `The session opens ${minutes} minutes before it starts.`,
  joinEnded: 'This session has ended.',
  sessionCancelled: 'This session was cancelled.',
  waitlisted: 'You are on the waitlist: the link is for enrolled students.',
  noLinkYet: 'The trainer has not shared the meeting link yet.',
  // Decision 146: a paid seat is not sold on a batch that is full when the order is made.
  fullCannotBuy: 'This batch is full. Choose another batch, or enrol in the course and join its waitlist.',
} as const;

/** Where the caller stands in a batch: a seat, or a place in the queue (1 is next). */
export const membershipSchema = z.object({
  batch_id: z.number().int(),
  status: z.enum(MEMBER_STATUSES),
  waitlist_position: z.number().int().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** A batch of a course on offer (GET /lms/course/:id/batches). */
export const courseBatchSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  delivery: z.enum(BATCH_DELIVERIES),
  trainer_name: z.string().nullable(),
  /** The batch's own price when it differs from the course's; null: the course's price. */
  price_paise: z.number().int().nullable(),
  seats_left: z.number().int(),
  /** The caller's membership, or null. */
  membership: membershipSchema.nullable(),
});
export const courseBatchesResponseSchema = z.array(courseBatchSchema);
export type CourseBatch = z.infer<typeof courseBatchSchema>;

export const mySessionSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** From JOIN_OPENS_MINUTES_BEFORE before the start. */
  join_opens_at: z.string(),
  /** Enrolled members only; null for everyone else. */
  meeting_url: z.string().nullable(),
  recording_url: z.string().nullable(),
  /** What the trainer marked; null until marked. */
  attendance: z.enum(ATTENDANCE_STATUSES).nullable(),
});
export type MySession = z.infer<typeof mySessionSchema>;

export const myBatchSchema = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_title: z.string(),
  title: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  delivery: z.enum(BATCH_DELIVERIES),
  trainer_name: z.string().nullable(),
  membership: membershipSchema,
  sessions: z.array(mySessionSchema),
});
export const myBatchesResponseSchema = z.array(myBatchSchema);
export type MyBatch = z.infer<typeof myBatchSchema>;

/** GET /lms/batches/upcoming: the next scheduled sessions across the caller's enrolled batches. */
export const upcomingSessionSchema = z.object({
  id: z.number().int(),
  batch_id: z.number().int(),
  batch_title: z.string(),
  course_title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  join_opens_at: z.string(),
});
export const upcomingSessionsResponseSchema = z.array(upcomingSessionSchema);
export const UPCOMING_SESSIONS_LIMIT = 20;

/** POST /lms/batches/:id/sessions/:sessionId/join inside the window. */
export const sessionJoinResponseSchema = z.object({ meeting_url: z.string(), joined_at: z.string() });

/**
 * POST /lms/batches/calendar-feed: a new secret feed path (the previous one stops working). The
 * client puts the API's origin in front; calendar apps subscribe to it and refresh on their own.
 */
export const calendarFeedResponseSchema = z.object({ path: z.string() });
