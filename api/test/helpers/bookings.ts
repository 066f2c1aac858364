// Bookings in tests (decision 138): a consultant with availability saved through the real API,
// the free slots as the site lists them, a consultation's request body, and a student with
// mock interview credits from an enrolment.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingSlotsResponseSchema, type BookingKind, type BookingSlot } from '@sap-academy/contracts';
import type { AvailabilityInput } from '@sap-academy/contracts/admin';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import type { Db } from '../../src/db/client';
import { courses } from '../../src/db/schema';
import { enrol } from './assignments';
import { insertCourse, signUp, type StudentSession } from './fixtures';
import { signUpAs } from './staff';

/** Every day, 09:00–18:00 India time, hour-long slots, both kinds. */
export const EVERY_DAY: AvailabilityInput = {
  active: true,
  kinds: ['mock_interview', 'consultation'],
  slot_minutes: 60,
  meeting_url: 'https://meet.example.com/consultant',
  weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
  exceptions: [],
};

export async function saveAvailability(app: FastifyInstance, who: StudentSession, userId: number, input: Partial<AvailabilityInput> = {}, version = 0) {
  return app.inject({ method: 'PUT', url: adminApi.consultantAvailability(userId), headers: who.auth, payload: { ...EVERY_DAY, ...input, version } });
}

export async function consultant(app: FastifyInstance, db: Db, name = 'Kavya Consultant', input: Partial<AvailabilityInput> = {}) {
  const session = await signUpAs(app, db, 'trainer', name);
  const res = await saveAvailability(app, session, session.userId, input);
  if (res.statusCode !== 200) throw new Error(`availability failed: ${res.statusCode} ${res.body}`);
  return session;
}

export async function freeSlots(app: FastifyInstance, kind: BookingKind, days?: number): Promise<BookingSlot[]> {
  const res = await app.inject({ method: 'GET', url: siteApi.bookingSlots({ kind, days }) });
  if (res.statusCode !== 200) throw new Error(`slots failed: ${res.statusCode} ${res.body}`);
  return bookingSlotsResponseSchema.parse(res.json()).results;
}

export const consultationBody = (slot: Pick<BookingSlot, 'consultant_id' | 'starts_at'>, overrides: Record<string, unknown> = {}) => ({
  consultant_id: slot.consultant_id,
  starts_at: slot.starts_at,
  name: 'Rahul Verma',
  email: 'Rahul.Verma@example.com',
  mobile: '+91 98765 43210',
  message: 'I want to move from SD to S/4HANA.',
  ...overrides,
});

/** A student enrolled in a course that includes `credits` mock interviews. */
export async function studentWithCredits(app: FastifyInstance, db: Db, credits = 1, name = 'Priya Nair') {
  const student = await signUp(app, name);
  const course = await insertCourse(db, { sections: [1], title: 'SAP FICO' });
  await db.update(courses).set({ mockInterviewCredits: credits }).where(eq(courses.id, course.id));
  await enrol(db, student.studentId, course.id);
  return { student, course };
}

export const bookMock = (
  app: FastifyInstance,
  who: StudentSession,
  slot: Pick<BookingSlot, 'consultant_id' | 'starts_at'>,
  extra: Record<string, unknown> = {},
) =>
  app.inject({ method: 'POST', url: '/lms/bookings', headers: who.auth, payload: { consultant_id: slot.consultant_id, starts_at: slot.starts_at, ...extra } });
