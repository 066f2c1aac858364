// Consultants' availability and bookings (decision 138): data only, on the Db it is given.
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { BookingKind } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { bookings, consultants, courseStudents, courses, students, users } from '../db/schema';

export type BookingRow = typeof bookings.$inferSelect;
export type ConsultantRow = typeof consultants.$inferSelect;
export type BookingWithConsultant = BookingRow & { consultantName: string };

export function bookingsRepository(db: Db) {
  const selectBookings = () =>
    db.select({ booking: bookings, consultantName: users.name }).from(bookings).innerJoin(users, eq(users.id, bookings.consultantId));
  const flat = (rows: Array<{ booking: BookingRow; consultantName: string }>): BookingWithConsultant[] =>
    rows.map((r) => ({ ...r.booking, consultantName: r.consultantName }));

  return {
    async user(userId: number) {
      const [row] = await db.select({ id: users.id, name: users.name, email: users.email, role: users.role }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    async consultant(userId: number): Promise<ConsultantRow | null> {
      const [row] = await db.select().from(consultants).where(eq(consultants.userId, userId));
      return row ?? null;
    },

    /** The first save (version 0): null when another save came first. */
    async createConsultant(values: typeof consultants.$inferInsert): Promise<ConsultantRow | null> {
      const [row] = await db.insert(consultants).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** null when the version is stale. */
    async updateConsultant(userId: number, version: number, values: Partial<typeof consultants.$inferInsert>): Promise<ConsultantRow | null> {
      const [row] = await db
        .update(consultants)
        .set({ ...values, version: version + 1, updatedAt: new Date() })
        .where(and(eq(consultants.userId, userId), eq(consultants.version, version)))
        .returning();
      return row ?? null;
    },

    /** Consultants offering `kind` now: active, and still a trainer or an admin. */
    async offering(kind: BookingKind, consultantId?: number) {
      return db
        .select({ consultant: consultants, name: users.name })
        .from(consultants)
        .innerJoin(users, eq(users.id, consultants.userId))
        .where(
          and(
            eq(consultants.active, true),
            sql`${consultants.kinds} @> ${JSON.stringify([kind])}::jsonb`,
            inArray(users.role, ['trainer', 'admin']),
            consultantId === undefined ? undefined : eq(consultants.userId, consultantId),
          ),
        )
        .orderBy(asc(consultants.userId));
    },

    /** Live bookings of these consultants that overlap [from, to). */
    async busy(consultantIds: number[], from: Date, to: Date, exceptBookingId?: number) {
      if (consultantIds.length === 0) return [];
      return db
        .select({ consultantId: bookings.consultantId, startsAt: bookings.startsAt, endsAt: bookings.endsAt })
        .from(bookings)
        .where(
          and(
            inArray(bookings.consultantId, consultantIds),
            eq(bookings.status, 'booked'),
            gt(bookings.endsAt, from),
            lt(bookings.startsAt, to),
            exceptBookingId === undefined ? undefined : ne(bookings.id, exceptBookingId),
          ),
        );
    },

    /** The unique index on live (consultant, start) raises 23505 when the slot was taken meanwhile. */
    async insert(values: typeof bookings.$inferInsert): Promise<BookingRow> {
      const [row] = await db.insert(bookings).values(values).returning();
      return row!;
    },

    async update(id: number, values: Partial<typeof bookings.$inferInsert>): Promise<BookingRow> {
      const [row] = await db
        .update(bookings)
        .set({ ...values, version: sql`${bookings.version} + 1`, updatedAt: new Date() })
        .where(eq(bookings.id, id))
        .returning();
      return row!;
    },

    async get(id: number): Promise<BookingWithConsultant | null> {
      return flat(await selectBookings().where(eq(bookings.id, id)))[0] ?? null;
    },

    /** Locks the booking row, so a cancel and a reschedule of it do not cross. */
    async lock(id: number): Promise<BookingRow | null> {
      const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
      return row ?? null;
    },

    async idByTokenHash(hash: string): Promise<number | null> {
      const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.manageTokenHash, hash));
      return row?.id ?? null;
    },

    /** Live bookings starting in (from, to]: the reminder scan's. */
    async startingBetween(from: Date, to: Date): Promise<BookingWithConsultant[]> {
      return flat(
        await selectBookings()
          .where(and(eq(bookings.status, 'booked'), gt(bookings.startsAt, from), lte(bookings.startsAt, to)))
          .orderBy(asc(bookings.startsAt)),
      );
    },

    async ofStudent(studentId: number): Promise<BookingWithConsultant[]> {
      return flat(await selectBookings().where(eq(bookings.studentId, studentId)).orderBy(asc(bookings.startsAt), asc(bookings.id)));
    },

    async list(filter: { consultantId?: number; status?: string; from?: Date }): Promise<BookingWithConsultant[]> {
      const where: Array<SQL | undefined> = [
        filter.consultantId === undefined ? undefined : eq(bookings.consultantId, filter.consultantId),
        filter.status === undefined ? undefined : eq(bookings.status, filter.status),
        filter.from === undefined ? undefined : gte(bookings.startsAt, filter.from),
      ];
      return flat(
        await selectBookings()
          .where(and(...where))
          .orderBy(asc(bookings.startsAt), asc(bookings.id))
          .limit(500),
      );
    },

    /** The student and their account; locks the student row so one student's bookings (and credits) go one at a time. */
    async lockStudent(studentId: number) {
      const [row] = await db
        .select({ id: students.id, name: users.name, email: users.email })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(students.id, studentId))
        .for('update', { of: students });
      return row ?? null;
    },

    /** Per enrolled course with included mock interviews: the credits and how many live bookings spent one. */
    async credits(studentId: number) {
      const granted = await db
        .select({ courseId: courses.id, credits: courses.mockInterviewCredits })
        .from(courseStudents)
        .innerJoin(courses, eq(courses.id, courseStudents.courseId))
        .where(and(eq(courseStudents.studentId, studentId), gt(courses.mockInterviewCredits, 0)))
        .orderBy(asc(courseStudents.createdAt), asc(courses.id));
      const spent = await db
        .select({ courseId: bookings.creditCourseId, used: sql<number>`count(*)::int` })
        .from(bookings)
        .where(and(eq(bookings.studentId, studentId), ne(bookings.status, 'cancelled'), isNotNull(bookings.creditCourseId)))
        .groupBy(bookings.creditCourseId);
      const used = new Map(spent.map((s) => [s.courseId, Number(s.used)]));
      return granted.map((g) => ({ courseId: g.courseId, credits: g.credits, used: used.get(g.courseId) ?? 0 }));
    },
  };
}
