// The staff calendar (decision 151): batch sessions and bookings starting in [from, to), each
// narrowed to one trainer or consultant when asked. Data only, on the Db it is given.
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { batchSessions, batches, bookings, courses, users } from '../db/schema';

export interface CalendarRange {
  from: Date;
  to: Date;
  /** Only this trainer's batches and this consultant's bookings; null: everyone's. */
  userId: number | null;
}

export function calendarRepository(db: Db) {
  return {
    sessions({ from, to, userId }: CalendarRange) {
      const where: SQL[] = [gte(batchSessions.startsAt, from), lt(batchSessions.startsAt, to)];
      if (userId !== null) where.push(eq(batches.trainerUserId, userId));
      return db
        .select({ session: batchSessions, batchTitle: batches.title, courseTitle: courses.courseTitle, trainerName: users.name })
        .from(batchSessions)
        .innerJoin(batches, eq(batches.id, batchSessions.batchId))
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .leftJoin(users, eq(users.id, batches.trainerUserId))
        .where(and(...where))
        .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id));
    },

    bookings({ from, to, userId }: CalendarRange) {
      const consultant = alias(users, 'consultant');
      const where: SQL[] = [gte(bookings.startsAt, from), lt(bookings.startsAt, to)];
      if (userId !== null) where.push(eq(bookings.consultantId, userId));
      return db
        .select({ booking: bookings, consultantName: consultant.name })
        .from(bookings)
        .innerJoin(consultant, eq(consultant.id, bookings.consultantId))
        .where(and(...where))
        .orderBy(asc(bookings.startsAt), asc(bookings.id));
    },
  };
}
