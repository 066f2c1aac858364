// Live batches for the tests (decision 136): a batch created through the admin route, a student
// enrolled in its course and joined, and a session placed relative to the test clock.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminBatchDetail, AdminSession } from '@sap-academy/contracts/admin';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import type { Db } from '../../src/db/client';
import { batchMembers } from '../../src/db/schema';
import { enrol } from './assignments';
import { signUp, type StudentSession } from './fixtures';

/** Mon/Wed/Fri 19:00–21:00 IST over two weeks of 2030 (2030-01-07 is a Monday): six sessions. */
export const batchBody = (courseId: number, overrides: Record<string, unknown> = {}) => ({
  course_id: courseId,
  title: 'Evening batch',
  starts_on: '2030-01-07',
  ends_on: '2030-01-18',
  timetable: { weekdays: ['MO', 'WE', 'FR'], start_time: '19:00', duration_minutes: 120, excluded_dates: [] },
  seat_limit: 3,
  trainer_user_id: null,
  delivery: 'live',
  price_paise: null,
  meeting_url: 'https://meet.google.com/abc-defg-hij',
  ...overrides,
});

export async function createBatch(
  app: FastifyInstance,
  admin: StudentSession,
  courseId: number,
  overrides: Record<string, unknown> = {},
): Promise<AdminBatchDetail> {
  const res = await app.inject({ method: 'POST', url: adminApi.batches(), headers: admin.auth, payload: batchBody(courseId, overrides) });
  if (res.statusCode !== 201) throw new Error(`batch creation failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A session added by hand, starting `startsInMs` from `now` and lasting an hour. */
export async function addSession(
  app: FastifyInstance,
  staff: StudentSession,
  batchId: number,
  now: Date,
  startsInMs: number,
  minutes = 60,
): Promise<AdminSession> {
  const startsAt = new Date(now.getTime() + startsInMs);
  const res = await app.inject({
    method: 'POST',
    url: adminApi.batchSessions(batchId),
    headers: staff.auth,
    payload: { starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + minutes * 60_000).toISOString(), meeting_url: null },
  });
  if (res.statusCode !== 201) throw new Error(`session add failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A new student enrolled in the course (not yet in any batch). */
export async function courseStudent(app: FastifyInstance, db: Db, courseId: number, name = 'Batch Student'): Promise<StudentSession> {
  const student = await signUp(app, name);
  await enrol(db, student.studentId, courseId);
  return student;
}

export const joinBatch = (app: FastifyInstance, who: StudentSession, batchId: number) =>
  app.inject({ method: 'POST', url: lmsApi.batchJoin(batchId), headers: who.auth, payload: {} });

/** The student's row in the batch (any status), or undefined. */
export const batchMember = async (db: Db, batchId: number, studentId: number) =>
  (
    await db
      .select()
      .from(batchMembers)
      .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.studentId, studentId)))
  )[0];
