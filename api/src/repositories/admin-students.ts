// Students for the back office: search, a student's enrolments
// with progress and how each came about, and the rows of staff grants and revokes (their rules,
// transaction and audit rows are services/admin-students.ts').
import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import { PROGRESS_STATUS } from '@sap-academy/contracts';
import type { AdminEnrolment, AdminStudent, ListQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { classProgress, classes, courseStudents, courses, payments, students, users } from '../db/schema';
import { iso, matchesAny, orderBy, pageWindow } from './admin-list';

const enrolmentCount = sql<number>`(select count(*) from ${courseStudents} where ${courseStudents.studentId} = ${students.id})`.mapWith(Number);

export const STUDENT_SORTS = { name: users.name, created_at: students.createdAt, enrolment_count: enrolmentCount };

const studentColumns = {
  id: students.id,
  userId: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  role: users.role,
  enrolmentCount,
  createdAt: students.createdAt,
};

export type StudentRow = {
  id: number;
  userId: number;
  name: string;
  email: string;
  emailVerified: boolean;
  role: string;
  enrolmentCount: number;
  createdAt: Date;
};

const toAdminStudent = (r: StudentRow): AdminStudent => ({
  id: r.id,
  user_id: r.userId,
  name: r.name,
  email: r.email,
  email_verified: r.emailVerified,
  role: r.role as AdminStudent['role'],
  enrolment_count: r.enrolmentCount,
  created_at: iso(r.createdAt),
});

/** Completed classes out of the course's classes, as the portal counts them (GET /lms/enrolments). */
const enrolmentColumns = {
  id: courseStudents.id,
  courseId: courseStudents.courseId,
  courseTitle: courses.courseTitle,
  grantedBy: courseStudents.grantedBy,
  createdAt: courseStudents.createdAt,
  paid: sql<boolean>`exists (select 1 from ${payments} where ${payments.studentId} = ${courseStudents.studentId}
    and ${payments.courseId} = ${courseStudents.courseId} and ${payments.status} = 'paid')`.mapWith(Boolean),
  total: sql<number>`(select count(*) from ${classes} where ${classes.courseId} = ${courseStudents.courseId})`.mapWith(Number),
  completed: sql<number>`(select count(*) from ${classProgress} inner join ${classes} on ${classes.id} = ${classProgress.classId}
    where ${classes.courseId} = ${courseStudents.courseId} and ${classProgress.studentId} = ${courseStudents.studentId}
    and ${classProgress.status} = ${PROGRESS_STATUS.completed})`.mapWith(Number),
};

type EnrolmentRow = {
  id: number;
  courseId: number;
  courseTitle: string;
  grantedBy: number | null;
  createdAt: Date;
  paid: boolean;
  total: number;
  completed: number;
};

const toAdminEnrolment = (r: EnrolmentRow): AdminEnrolment => ({
  course_student_id: r.id,
  course_id: r.courseId,
  course_title: r.courseTitle,
  // Staff first: a grant is what made the enrolment, even if an older paid order exists.
  source: r.grantedBy !== null ? 'staff' : r.paid ? 'paid' : 'free',
  progress: { completed: r.completed, total: r.total, percent: r.total ? Math.floor((r.completed * 100) / r.total) : 0 },
  created_at: iso(r.createdAt),
});

const studentMatch = (q: string | undefined): SQL | undefined => (q ? matchesAny(q, [users.name, users.email]) : undefined);

export function adminStudentsRepository(db: Db) {
  const enrolmentsOf = (studentId: number, courseId?: number) =>
    db
      .select(enrolmentColumns)
      .from(courseStudents)
      .innerJoin(courses, eq(courses.id, courseStudents.courseId))
      .where(and(eq(courseStudents.studentId, studentId), courseId === undefined ? undefined : eq(courseStudents.courseId, courseId)))
      .orderBy(courseStudents.id);

  return {
    async list(query: ListQuery) {
      const where = studentMatch(query.q);
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select(studentColumns)
          .from(students)
          .innerJoin(users, eq(users.id, students.userId))
          .where(where)
          .orderBy(...orderBy(query.sort, STUDENT_SORTS, '-created_at', students.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(students).innerJoin(users, eq(users.id, students.userId)).where(where),
      ]);
      return { results: rows.map(toAdminStudent), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
    },

    /** The export's rows in id order, `batch` at a time after `afterId` (a keyset walk). */
    async batchAfter(filter: { q?: string }, afterId: number, batch: number): Promise<StudentRow[]> {
      return db
        .select(studentColumns)
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .where(and(studentMatch(filter.q), gt(students.id, afterId)))
        .orderBy(asc(students.id))
        .limit(batch);
    },

    async find(studentId: number) {
      const [row] = await db.select(studentColumns).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(students.id, studentId));
      return row ? toAdminStudent(row) : undefined;
    },

    async enrolments(studentId: number) {
      return (await enrolmentsOf(studentId)).map(toAdminEnrolment);
    },

    /** The student's enrolment in one course, or undefined. */
    async enrolment(studentId: number, courseId: number): Promise<AdminEnrolment | undefined> {
      const [row] = await enrolmentsOf(studentId, courseId);
      return row ? toAdminEnrolment(row) : undefined;
    },

    async studentExists(studentId: number): Promise<boolean> {
      const [student] = await db.select({ id: students.id }).from(students).where(eq(students.id, studentId));
      return student !== undefined;
    },

    async courseExists(courseId: number): Promise<boolean> {
      const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return course !== undefined;
    },

    /**
     * A staff grant: no payment, `granted_by` set. False when the student is already enrolled: the
     * unique (student, course) index decides, also against a student's own join racing this.
     */
    async insertGrant(studentId: number, courseId: number, actorUserId: number): Promise<boolean> {
      const [created] = await db.insert(courseStudents).values({ studentId, courseId, grantedBy: actorUserId }).onConflictDoNothing().returning();
      return created !== undefined;
    },

    /** Removes one enrolment row (class progress is kept). */
    async remove(courseStudentId: number): Promise<void> {
      await db.delete(courseStudents).where(eq(courseStudents.id, courseStudentId));
    },
  };
}
