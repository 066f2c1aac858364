// Live batches, sessions, members and attendance (decision 136): data only, on the Db it is given.
import { and, asc, count, eq, gt, gte, inArray, lte, max, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchMembers, batchSessions, batches, calendarFeeds, courseStudents, courses, sessionAttendance, students, users } from '../db/schema';

export type BatchRow = typeof batches.$inferSelect;
export type SessionRow = typeof batchSessions.$inferSelect;
export type MemberRow = typeof batchMembers.$inferSelect;
export type AttendanceRow = typeof sessionAttendance.$inferSelect;

export interface BatchListRow {
  batch: BatchRow;
  courseTitle: string;
  trainerName: string | null;
  /** Seated members plus the seats held for companies (decision 155): what `freeSeats` subtracts. */
  seatsTaken: number;
  /** Of those, the seats held for companies: batch pools' unused seats and open company orders. */
  held: number;
  waitlisted: number;
}

/**
 * Seats held in a batch for companies (decision 155; the SQL twin of the domain's `heldSeats`):
 * every batch pool's seats not yet given to a learner, plus the seats of open company orders for
 * the batch. `batchId` is a column or a value; tables are spelled out for use inside subqueries.
 */
export const heldSeatsSql = (batchId: SQL) =>
  sql<number>`(coalesce((select sum(greatest(0, p.seats - (select count(*) from company_learners l where l.pool_id = p.id)))::int from company_seat_pools p where p.batch_id = ${batchId}), 0) + coalesce((select sum(o.seats)::int from payments o where o.batch_id = ${batchId} and o.company_id is not null and o.status = 'created'), 0))`;

export function batchesRepository(db: Db) {
  const seatCounts = db
    .select({
      batchId: batchMembers.batchId,
      enrolled: sql<number>`count(*) filter (where ${batchMembers.status} = 'enrolled')`.mapWith(Number).as('enrolled'),
      waitlisted: sql<number>`count(*) filter (where ${batchMembers.status} = 'waitlisted')`.mapWith(Number).as('waitlisted'),
    })
    .from(batchMembers)
    .groupBy(batchMembers.batchId)
    .as('seat_counts');

  async function listWhere(where: ReturnType<typeof eq> | undefined): Promise<BatchListRow[]> {
    const rows = await db
      .select({
        batch: batches,
        courseTitle: courses.courseTitle,
        trainerName: users.name,
        enrolled: seatCounts.enrolled,
        waitlisted: seatCounts.waitlisted,
        held: heldSeatsSql(sql`"batches"."id"`).mapWith(Number),
      })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .leftJoin(users, eq(users.id, batches.trainerUserId))
      .leftJoin(seatCounts, eq(seatCounts.batchId, batches.id))
      .where(where)
      .orderBy(asc(batches.startsOn), asc(batches.id));
    return rows.map((r) => ({
      batch: r.batch,
      courseTitle: r.courseTitle,
      trainerName: r.trainerName,
      seatsTaken: (r.enrolled ?? 0) + r.held,
      held: r.held,
      waitlisted: r.waitlisted ?? 0,
    }));
  }

  return {
    list: (courseId?: number) => listWhere(courseId === undefined ? undefined : eq(batches.courseId, courseId)),

    async one(id: number): Promise<BatchListRow | undefined> {
      const [row] = await listWhere(eq(batches.id, id));
      return row;
    },

    async insert(values: typeof batches.$inferInsert): Promise<BatchRow> {
      const [row] = await db.insert(batches).values(values).returning();
      return row!;
    },

    /** The batch row, locked for the transaction: every seat decision on it queues here. */
    /**
     * The batch row's lock, which every seat decision takes (decisions 136, 155). `no key update`,
     * not `update`: rows that reference the batch (a company's pool, an order, a member) take a key
     * share lock on it when inserted, and `update` would wait on those; two writers that each
     * inserted such a row and then asked for the lock would deadlock. Lockers still queue.
     */
    async lock(id: number): Promise<BatchRow | undefined> {
      const [row] = await db.select().from(batches).where(eq(batches.id, id)).for('no key update');
      return row;
    },

    async find(id: number): Promise<BatchRow | undefined> {
      const [row] = await db.select().from(batches).where(eq(batches.id, id));
      return row;
    },

    async update(id: number, values: Partial<typeof batches.$inferInsert>): Promise<BatchRow> {
      const [row] = await db
        .update(batches)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(batches.id, id))
        .returning();
      return row!;
    },

    async courseExists(courseId: number): Promise<boolean> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return row !== undefined;
    },

    async userRole(userId: number) {
      const [row] = await db.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.id, userId));
      return row;
    },

    // Sessions.
    sessionsOf: (batchId: number) =>
      db.select().from(batchSessions).where(eq(batchSessions.batchId, batchId)).orderBy(asc(batchSessions.startsAt), asc(batchSessions.id)),

    async insertSessions(rows: Array<typeof batchSessions.$inferInsert>) {
      if (rows.length === 0) return [];
      return db.insert(batchSessions).values(rows).returning();
    },

    async session(batchId: number, sessionId: number): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(batchSessions)
        .where(and(eq(batchSessions.id, sessionId), eq(batchSessions.batchId, batchId)));
      return row;
    },

    async updateSession(id: number, values: Partial<typeof batchSessions.$inferInsert>): Promise<SessionRow> {
      const [row] = await db
        .update(batchSessions)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(batchSessions.id, id))
        .returning();
      return row!;
    },

    /** Session ids (of `ids`) someone joined or was marked in: a timetable change keeps them. */
    async sessionsWithAttendance(ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectDistinct({ id: sessionAttendance.sessionId }).from(sessionAttendance).where(inArray(sessionAttendance.sessionId, ids));
      return new Set(rows.map((r) => r.id));
    },

    // Members.
    membersOf: (batchId: number) =>
      db
        .select({ member: batchMembers, name: users.name, email: users.email })
        .from(batchMembers)
        .innerJoin(students, eq(students.id, batchMembers.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(eq(batchMembers.batchId, batchId))
        .orderBy(asc(batchMembers.status), asc(batchMembers.waitlistPosition), asc(users.name), asc(batchMembers.id)),

    async member(batchId: number, studentId: number): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(batchMembers)
        .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.studentId, studentId)));
      return row;
    },

    /** Which of these students are seated or waitlisted in the batch (decision 155: an invite refuses them). */
    async activeMembersOf(batchId: number, studentIds: number[]): Promise<Set<number>> {
      if (studentIds.length === 0) return new Set();
      const rows = await db
        .select({ id: batchMembers.studentId })
        .from(batchMembers)
        .where(and(eq(batchMembers.batchId, batchId), inArray(batchMembers.studentId, studentIds), inArray(batchMembers.status, ['enrolled', 'waitlisted'])));
      return new Set(rows.map((r) => r.id));
    },

    async enrolledCount(batchId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(batchMembers)
        .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.status, 'enrolled')));
      return row?.n ?? 0;
    },

    /**
     * Seated members plus seats held for companies: the `taken` of the domain's `freeSeats`, read
     * by every seat decision while it holds the batch's lock, so none of them can drift.
     */
    async seatsTaken(batchId: number): Promise<number> {
      const [row] = await db
        .select({
          n: sql<number>`(select count(*)::int from batch_members m where m.batch_id = ${batchId} and m.status = 'enrolled') + ${heldSeatsSql(sql`${batchId}`)}`.mapWith(
            Number,
          ),
        })
        .from(batches)
        .where(eq(batches.id, batchId));
      return row?.n ?? 0;
    },

    async lastWaitlistPosition(batchId: number): Promise<number> {
      const [row] = await db
        .select({ n: max(batchMembers.waitlistPosition) })
        .from(batchMembers)
        .where(eq(batchMembers.batchId, batchId));
      return row?.n ?? 0;
    },

    /** A new member, or a removed one back: the row is kept per (batch, student). */
    async upsertMember(batchId: number, studentId: number, status: string, waitlistPosition: number | null): Promise<MemberRow> {
      const [row] = await db
        .insert(batchMembers)
        .values({ batchId, studentId, status, waitlistPosition })
        .onConflictDoUpdate({ target: [batchMembers.batchId, batchMembers.studentId], set: { status, waitlistPosition, updatedAt: new Date() } })
        .returning();
      return row!;
    },

    async setMember(id: number, status: string, waitlistPosition: number | null) {
      await db.update(batchMembers).set({ status, waitlistPosition, updatedAt: new Date() }).where(eq(batchMembers.id, id));
    },

    /** Closes the gap a waitlisted member leaves: everyone behind moves up one place. */
    async closeWaitlistGap(batchId: number, position: number) {
      await db
        .update(batchMembers)
        .set({ waitlistPosition: sql`${batchMembers.waitlistPosition} - 1` })
        .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.status, 'waitlisted'), gt(batchMembers.waitlistPosition, position)));
    },

    async isEnrolledInCourse(studentId: number, courseId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: courseStudents.id })
        .from(courseStudents)
        .where(and(eq(courseStudents.studentId, studentId), eq(courseStudents.courseId, courseId)));
      return row !== undefined;
    },

    async studentExists(studentId: number): Promise<boolean> {
      const [row] = await db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
      return row !== undefined;
    },

    // The student's side.
    membershipsOf: (studentId: number) =>
      db
        .select({ member: batchMembers, batch: batches, courseTitle: courses.courseTitle, trainerName: users.name })
        .from(batchMembers)
        .innerJoin(batches, eq(batches.id, batchMembers.batchId))
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .leftJoin(users, eq(users.id, batches.trainerUserId))
        .where(and(eq(batchMembers.studentId, studentId), inArray(batchMembers.status, ['enrolled', 'waitlisted'])))
        .orderBy(asc(batches.startsOn), asc(batches.id)),

    sessionsOfBatches: (batchIds: number[]) =>
      batchIds.length === 0
        ? Promise.resolve([] as SessionRow[])
        : db.select().from(batchSessions).where(inArray(batchSessions.batchId, batchIds)).orderBy(asc(batchSessions.startsAt), asc(batchSessions.id)),

    attendanceOf: (studentId: number, sessionIds: number[]) =>
      sessionIds.length === 0
        ? Promise.resolve([] as AttendanceRow[])
        : db
            .select()
            .from(sessionAttendance)
            .where(and(eq(sessionAttendance.studentId, studentId), inArray(sessionAttendance.sessionId, sessionIds))),

    upcomingFor: (studentId: number, now: Date, limit: number) =>
      db
        .select({ session: batchSessions, batchTitle: batches.title, courseTitle: courses.courseTitle })
        .from(batchSessions)
        .innerJoin(batches, eq(batches.id, batchSessions.batchId))
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .innerJoin(batchMembers, and(eq(batchMembers.batchId, batches.id), eq(batchMembers.studentId, studentId), eq(batchMembers.status, 'enrolled')))
        .where(and(eq(batchSessions.status, 'scheduled'), eq(batches.status, 'open'), gte(batchSessions.endsAt, now)))
        .orderBy(asc(batchSessions.startsAt), asc(batchSessions.id))
        .limit(limit),

    /** Records the first Join click only: a later click keeps the first time. */
    async recordJoin(sessionId: number, studentId: number, at: Date): Promise<Date> {
      await db.insert(sessionAttendance).values({ sessionId, studentId, joinedAt: at }).onConflictDoNothing();
      await db
        .update(sessionAttendance)
        .set({ joinedAt: at })
        .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.studentId, studentId), sql`${sessionAttendance.joinedAt} is null`));
      const [row] = await db
        .select({ joinedAt: sessionAttendance.joinedAt })
        .from(sessionAttendance)
        .where(and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.studentId, studentId)));
      return row!.joinedAt!;
    },

    // Attendance.
    roster: (batchId: number, sessionId: number) =>
      db
        .select({
          studentId: batchMembers.studentId,
          name: users.name,
          email: users.email,
          joinedAt: sessionAttendance.joinedAt,
          status: sessionAttendance.status,
        })
        .from(batchMembers)
        .innerJoin(students, eq(students.id, batchMembers.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .leftJoin(sessionAttendance, and(eq(sessionAttendance.sessionId, sessionId), eq(sessionAttendance.studentId, batchMembers.studentId)))
        .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.status, 'enrolled')))
        .orderBy(asc(users.name), asc(batchMembers.studentId)),

    async mark(sessionId: number, studentId: number, status: string, markedBy: number, at: Date) {
      await db
        .insert(sessionAttendance)
        .values({ sessionId, studentId, status, markedBy, markedAt: at })
        .onConflictDoUpdate({ target: [sessionAttendance.sessionId, sessionAttendance.studentId], set: { status, markedBy, markedAt: at } });
    },

    /** Enrolled members with their address (the invites' and reminders' recipients). */
    enrolledRecipients: (batchId: number) =>
      db
        .select({ studentId: batchMembers.studentId, name: users.name, email: users.email })
        .from(batchMembers)
        .innerJoin(students, eq(students.id, batchMembers.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(eq(batchMembers.batchId, batchId), eq(batchMembers.status, 'enrolled'))),

    /** Each enrolled member of each scheduled session of an open batch starting in (from, to]. */
    sessionRecipientsStartingIn: (from: Date, to: Date) =>
      db
        .select({
          sessionId: batchSessions.id,
          startsAt: batchSessions.startsAt,
          endsAt: batchSessions.endsAt,
          batchTitle: batches.title,
          courseTitle: courses.courseTitle,
          studentId: batchMembers.studentId,
          name: users.name,
          email: users.email,
        })
        .from(batchSessions)
        .innerJoin(batches, eq(batches.id, batchSessions.batchId))
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .innerJoin(batchMembers, and(eq(batchMembers.batchId, batches.id), eq(batchMembers.status, 'enrolled')))
        .innerJoin(students, eq(students.id, batchMembers.studentId))
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(eq(batchSessions.status, 'scheduled'), eq(batches.status, 'open'), gt(batchSessions.startsAt, from), lte(batchSessions.startsAt, to))),

    /** Open batches whose first scheduled session starts in (from, to], with that start. */
    async batchesFirstStartingIn(from: Date, to: Date) {
      const first = db
        .select({ batchId: batchSessions.batchId, firstStart: min(batchSessions.startsAt).as('first_start') })
        .from(batchSessions)
        .where(eq(batchSessions.status, 'scheduled'))
        .groupBy(batchSessions.batchId)
        .as('first_sessions');
      return db
        .select({ batchId: batches.id, batchTitle: batches.title, courseTitle: courses.courseTitle, firstStart: first.firstStart })
        .from(first)
        .innerJoin(batches, eq(batches.id, first.batchId))
        .innerJoin(courses, eq(courses.id, batches.courseId))
        .where(and(eq(batches.status, 'open'), gt(first.firstStart, from), lte(first.firstStart, to)));
    },

    async setFeedToken(studentId: number, tokenHash: string) {
      await db
        .insert(calendarFeeds)
        .values({ studentId, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.studentId, set: { tokenHash, createdAt: new Date() } });
    },

    async feedOwner(tokenHash: string): Promise<number | undefined> {
      const [row] = await db.select({ studentId: calendarFeeds.studentId }).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
      return row?.studentId;
    },

    /** Every attendance row of the batch's sessions (the CSV crosses them with sessions and members). */
    attendanceOfBatch: (batchId: number) =>
      db
        .select({ attendance: sessionAttendance })
        .from(sessionAttendance)
        .innerJoin(batchSessions, eq(batchSessions.id, sessionAttendance.sessionId))
        .where(eq(batchSessions.batchId, batchId)),
  };
}
