// Companies, HR contacts, seat pools and learners (decision 149): data only, on the Db it is given.
// The pool row is the lock every seat change takes (`lockPool`), so the seats in use are counted
// and spent under it and never exceed the pool, whatever runs at the same time.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CompanyLearner, CompanySeatPool } from '@sap-academy/contracts';
import type { AdminCompany, AdminSeatPool, CompanyAdmin } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { batches, companies, companyAdmins, companyLearners, companySeatPools, courseStudents, courses, students, users } from '../db/schema';

type CompanyRow = typeof companies.$inferSelect;
type PoolRow = typeof companySeatPools.$inferSelect;
type BatchSummary = { id: number; title: string; starts_on: string; ends_on: string } | null;
/** The company's fields as the contract leaves them (trimmed, GSTIN normalised). */
export type CompanyFields = {
  name: string;
  gstin: string;
  billing_address: string;
  state: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
};

export const toAdminCompany = (row: CompanyRow): AdminCompany => ({
  id: row.id,
  name: row.name,
  gstin: row.gstin,
  billing_address: row.billingAddress,
  state: row.state,
  contact_name: row.contactName,
  contact_email: row.contactEmail,
  contact_phone: row.contactPhone,
  version: row.version,
  created_at: row.createdAt.toISOString(),
});

const columnsOf = (input: CompanyFields) => ({
  name: input.name,
  gstin: input.gstin,
  billingAddress: input.billing_address,
  state: input.state,
  contactName: input.contact_name,
  contactEmail: input.contact_email,
  contactPhone: input.contact_phone,
});

/** Seats spent in a pool: active learners, and removed ones who had started. Every learner row counts. */
// Spelled with table names: drizzle leaves a single table's columns unqualified, which a subquery
// over the same tables would read as its own.
const usedOf = sql<number>`(select count(*)::int from company_learners l where l.pool_id = "company_seat_pools"."id")`;

export function companiesRepository(db: Db) {
  return {
    async list() {
      const seats = sql<number>`coalesce((select sum(p.seats)::int from company_seat_pools p where p.company_id = "companies"."id"), 0)`;
      const used = sql<number>`(select count(*)::int from company_learners l join company_seat_pools p on p.id = l.pool_id where p.company_id = "companies"."id")`;
      const rows = await db
        .select({ company: companies, seats, used })
        .from(companies)
        .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id));
      return rows.map((r) => ({ ...toAdminCompany(r.company), seats: r.seats, used: r.used }));
    },

    async find(id: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, id));
      return row;
    },

    async lock(id: number) {
      const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update');
      return row;
    },

    async nameTaken(name: string, exceptId = 0) {
      const [row] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(and(sql`lower(${companies.name}) = lower(${name})`, sql`${companies.id} <> ${exceptId}`));
      return row !== undefined;
    },

    async insert(input: CompanyFields) {
      const [row] = await db.insert(companies).values(columnsOf(input)).onConflictDoNothing().returning();
      return row;
    },

    async update(id: number, version: number, input: CompanyFields) {
      const [row] = await db
        .update(companies)
        .set({ ...columnsOf(input), version: version + 1, updatedAt: new Date() })
        .where(and(eq(companies.id, id), eq(companies.version, version)))
        .returning();
      return row;
    },

    async admins(companyId: number): Promise<CompanyAdmin[]> {
      const rows = await db
        .select({ user_id: users.id, name: users.name, email: users.email, added_at: companyAdmins.createdAt })
        .from(companyAdmins)
        .innerJoin(users, eq(users.id, companyAdmins.userId))
        .where(eq(companyAdmins.companyId, companyId))
        .orderBy(asc(users.name), asc(users.id));
      return rows.map((r) => ({ ...r, added_at: r.added_at.toISOString() }));
    },

    async addAdmin(companyId: number, userId: number) {
      const [row] = await db.insert(companyAdmins).values({ companyId, userId }).onConflictDoNothing().returning();
      return row !== undefined;
    },

    async removeAdmin(companyId: number, userId: number) {
      const [row] = await db
        .delete(companyAdmins)
        .where(and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, userId)))
        .returning();
      return row !== undefined;
    },

    async isAdmin(companyId: number, userId: number) {
      const [row] = await db
        .select({ id: companyAdmins.companyId })
        .from(companyAdmins)
        .where(and(eq(companyAdmins.companyId, companyId), eq(companyAdmins.userId, userId)));
      return row !== undefined;
    },

    async companiesOfAdmin(userId: number) {
      return db
        .select({ id: companies.id, name: companies.name })
        .from(companyAdmins)
        .innerJoin(companies, eq(companies.id, companyAdmins.companyId))
        .where(eq(companyAdmins.userId, userId))
        .orderBy(asc(companies.name), asc(companies.id));
    },

    async adminPools(companyId: number): Promise<AdminSeatPool[]> {
      const rows = await db
        .select({
          pool: companySeatPools,
          course_title: courses.courseTitle,
          used: usedOf,
          batch: { title: batches.title, startsOn: batches.startsOn, endsOn: batches.endsOn },
        })
        .from(companySeatPools)
        .innerJoin(courses, eq(courses.id, companySeatPools.courseId))
        .leftJoin(batches, eq(batches.id, companySeatPools.batchId))
        .where(eq(companySeatPools.companyId, companyId))
        // The course's own pool first, then its batches by start date.
        .orderBy(asc(courses.courseTitle), sql`${batches.startsOn} asc nulls first`, asc(companySeatPools.id));
      return rows.map(({ pool, course_title, used, batch }) =>
        toAdminPool(
          pool,
          course_title,
          used,
          pool.batchId === null || !batch ? null : { id: pool.batchId, title: batch.title, starts_on: batch.startsOn, ends_on: batch.endsOn },
        ),
      );
    },

    async adminPool(companyId: number, poolId: number): Promise<AdminSeatPool | undefined> {
      return (await this.adminPools(companyId)).find((p) => p.id === poolId);
    },

    async pools(companyId: number): Promise<CompanySeatPool[]> {
      return (await this.adminPools(companyId)).map((p) => ({
        id: p.id,
        course_id: p.course_id,
        course_title: p.course_title,
        batch_id: p.batch_id,
        batch: p.batch,
        seats: p.seats,
        used: p.used,
        free: Math.max(0, p.seats - p.used),
      }));
    },

    async courseExists(courseId: number) {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return row !== undefined;
    },

    async insertPool(companyId: number, input: { course_id: number; batch_id?: number | null; seats: number; purchase_reference: string }) {
      const [row] = await db
        .insert(companySeatPools)
        .values({ companyId, courseId: input.course_id, batchId: input.batch_id ?? null, seats: input.seats, purchaseReference: input.purchase_reference })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** The pool row, locked until the transaction ends: every seat change takes this lock first. */
    async lockPool(companyId: number, poolId: number): Promise<PoolRow | undefined> {
      const [row] = await db
        .select()
        .from(companySeatPools)
        .where(and(eq(companySeatPools.id, poolId), eq(companySeatPools.companyId, companyId)))
        .for('update');
      return row;
    },

    /**
     * The company's pool for a course at large (`batchId` null) or for one batch (decision 155),
     * locked: a company order grows or shrinks it (decision 154).
     */
    async lockPoolOfCourse(companyId: number, courseId: number, batchId: number | null = null): Promise<PoolRow | undefined> {
      const [row] = await db
        .select()
        .from(companySeatPools)
        .where(
          and(
            eq(companySeatPools.companyId, companyId),
            eq(companySeatPools.courseId, courseId),
            batchId === null ? isNull(companySeatPools.batchId) : eq(companySeatPools.batchId, batchId),
          ),
        )
        .for('update');
      return row;
    },

    /** Adds (or with a negative `by`, takes away) seats of a pool the caller holds locked. */
    async addSeats(poolId: number, by: number) {
      const [row] = await db
        .update(companySeatPools)
        .set({ seats: sql`${companySeatPools.seats} + ${by}`, version: sql`${companySeatPools.version} + 1` })
        .where(eq(companySeatPools.id, poolId))
        .returning();
      return row!;
    },

    async usedSeats(poolId: number) {
      const [row] = await db.select({ n: count() }).from(companyLearners).where(eq(companyLearners.poolId, poolId));
      return row?.n ?? 0;
    },

    async updatePool(poolId: number, version: number, input: { seats: number; purchase_reference: string }) {
      const [row] = await db
        .update(companySeatPools)
        .set({ seats: input.seats, purchaseReference: input.purchase_reference, version: version + 1 })
        .where(and(eq(companySeatPools.id, poolId), eq(companySeatPools.version, version)))
        .returning();
      return row;
    },

    /** Which of these students already hold a row in the pool (active or a spent seat). */
    async membersOf(poolId: number, studentIds: number[]) {
      if (studentIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: companyLearners.studentId })
        .from(companyLearners)
        .where(and(eq(companyLearners.poolId, poolId), inArray(companyLearners.studentId, studentIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** Which of these students are enrolled in the course already (their own enrolment, or another company's). */
    async enrolledIn(courseId: number, studentIds: number[]) {
      if (studentIds.length === 0) return new Set<number>();
      const rows = await db
        .select({ id: courseStudents.studentId })
        .from(courseStudents)
        .where(and(eq(courseStudents.courseId, courseId), inArray(courseStudents.studentId, studentIds)));
      return new Set(rows.map((r) => r.id));
    },

    /** The enrolment and the learner row; undefined when the unique (student, course) index says enrolled already. */
    async enrol(poolId: number, courseId: number, studentId: number, invitedBy: number) {
      const [enrolment] = await db.insert(courseStudents).values({ studentId, courseId }).onConflictDoNothing().returning({ id: courseStudents.id });
      if (!enrolment) return undefined;
      const [learner] = await db.insert(companyLearners).values({ poolId, studentId, courseStudentId: enrolment.id, invitedBy }).returning();
      return learner!;
    },

    /** An active learner of one of the company's pools, with the course. */
    async learner(companyId: number, learnerId: number) {
      const [row] = await db
        .select({ learner: companyLearners, courseId: companySeatPools.courseId, batchId: companySeatPools.batchId })
        .from(companyLearners)
        .innerJoin(companySeatPools, eq(companySeatPools.id, companyLearners.poolId))
        .where(and(eq(companyLearners.id, learnerId), eq(companySeatPools.companyId, companyId), eq(companyLearners.status, 'active')));
      return row;
    },

    async hasStarted(studentId: number, courseId: number) {
      const rows = await db.execute(
        sql`select 1 from class_progress p join classes c on c.id = p.class_id where p.student_id = ${studentId} and c.course_id = ${courseId} and p.status >= 1 limit 1`,
      );
      return rowsOf(rows).length > 0;
    },

    async dropEnrolment(courseStudentId: number | null) {
      if (courseStudentId !== null) await db.delete(courseStudents).where(eq(courseStudents.id, courseStudentId));
    },

    async deleteLearner(learnerId: number) {
      await db.delete(companyLearners).where(eq(companyLearners.id, learnerId));
    },

    async markRemoved(learnerId: number) {
      await db
        .update(companyLearners)
        .set({ status: 'removed', removedAt: new Date(), courseStudentId: null, updatedAt: new Date() })
        .where(eq(companyLearners.id, learnerId));
    },

    /** The dashboard's rows: the company's active learners with their progress in the pool's course. */
    async learners(companyId: number, learnerId?: number): Promise<CompanyLearner[]> {
      const result = await db.execute(sql`
        select l.id, l.pool_id, u.name, u.email, p.course_id, co.course_title as course_title, l.created_at,
          (select count(*)::int from classes c where c.course_id = p.course_id) as classes,
          (select count(*)::int from class_progress cp join classes c on c.id = cp.class_id
             where cp.student_id = l.student_id and c.course_id = p.course_id and cp.status = 2) as completed,
          (select count(*)::int from class_progress cp join classes c on c.id = cp.class_id
             where cp.student_id = l.student_id and c.course_id = p.course_id and cp.status >= 1) as touched,
          (select max(floor(a.score * 100.0 / nullif(a.max_score, 0)))::int from quiz_attempts a
             join quizzes q on q.id = a.quiz_id join classes c on c.id = q.class_id
             where a.student_id = l.student_id and c.course_id = p.course_id and a.status = 'submitted' and a.score is not null) as quiz_best,
          (select count(*)::int from assignment_submissions s where s.student_id = l.student_id and s.course_id = p.course_id and s.status = 'submitted') as a_submitted,
          (select count(*)::int from assignment_submissions s where s.student_id = l.student_id and s.course_id = p.course_id and s.status = 'accepted') as a_accepted,
          (select count(*)::int from assignment_submissions s where s.student_id = l.student_id and s.course_id = p.course_id and s.status = 'returned') as a_returned,
          (select count(*)::int from session_attendance sa join batch_sessions bs on bs.id = sa.session_id join batches b on b.id = bs.batch_id
             where sa.student_id = l.student_id and b.course_id = p.course_id and sa.status = 'present') as present,
          (select count(*)::int from session_attendance sa join batch_sessions bs on bs.id = sa.session_id join batches b on b.id = bs.batch_id
             where sa.student_id = l.student_id and b.course_id = p.course_id and sa.status = 'late') as late,
          (select count(*)::int from session_attendance sa join batch_sessions bs on bs.id = sa.session_id join batches b on b.id = bs.batch_id
             where sa.student_id = l.student_id and b.course_id = p.course_id and sa.status = 'absent') as absent,
          exists (select 1 from certificates ce where ce.student_id = l.student_id and ce.course_id = p.course_id and ce.revoked_at is null) as certificate
        from company_learners l
        join company_seat_pools p on p.id = l.pool_id
        join courses co on co.id = p.course_id
        join students st on st.id = l.student_id
        join users u on u.id = st.user_id
        where p.company_id = ${companyId} and l.status = 'active' ${learnerId === undefined ? sql`` : sql`and l.id = ${learnerId}`}
        order by co.course_title, lower(u.name), l.id`);
      return rowsOf(result).map((r) => {
        const n = (key: string) => Number(r[key] ?? 0);
        return {
          id: n('id'),
          pool_id: n('pool_id'),
          name: String(r.name),
          email: String(r.email),
          course_id: n('course_id'),
          course_title: String(r.course_title),
          progress_percent: n('classes') === 0 ? 0 : Math.floor((n('completed') * 100) / n('classes')),
          quiz_best_percent: r.quiz_best === null || r.quiz_best === undefined ? null : Math.min(100, n('quiz_best')),
          assignments: { submitted: n('a_submitted'), accepted: n('a_accepted'), returned: n('a_returned') },
          attendance: { present: n('present'), late: n('late'), absent: n('absent') },
          certificate: r.certificate === true || r.certificate === 't',
          started: n('touched') > 0,
          invited_at: new Date(r.created_at as string | Date).toISOString(),
        };
      });
    },

    async studentOfUser(userId: number) {
      const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
      return row?.id;
    },
  };
}

export const toAdminPool = (pool: PoolRow, courseTitle: string, used: number, batch: BatchSummary): AdminSeatPool => ({
  id: pool.id,
  course_id: pool.courseId,
  course_title: courseTitle,
  batch_id: pool.batchId,
  batch,
  seats: pool.seats,
  used,
  purchase_reference: pool.purchaseReference,
  version: pool.version,
  created_at: pool.createdAt.toISOString(),
});

/** `execute`'s rows: an array on some drivers, `{ rows }` on others (as repositories/dashboard.ts). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows) as Record<string, unknown>[];
}
