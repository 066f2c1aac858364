// Students for the back office: search, a student's enrolments
// with progress and how each came about, and staff grants and revokes with their audit rows.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { PROGRESS_STATUS } from '@sap-academy/contracts';
import type { AdminEnrolment, AdminStudent, ListQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { transactionWithRetry } from '../db/retry';
import { classProgress, classes, courseStudents, courses, payments, students, users } from '../db/schema';
import { conflictAt, invalidAt, notFound } from '../domain/errors';
import { iso, matchesAny, orderBy, pageWindow } from './admin-list';
import { recordAudit } from './audit';

export const ENROLMENT_MESSAGES = {
  alreadyEnrolled: 'This student is already enrolled in this course.',
  unknownCourse: 'There is no course with this id.',
  notEnrolled: 'This student is not enrolled in this course.',
} as const;

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

type StudentRow = { id: number; userId: number; name: string; email: string; emailVerified: boolean; role: string; enrolmentCount: number; createdAt: Date };

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

export function adminStudentsRepository(db: Db) {
  const enrolmentsOf = (executor: Db, studentId: number, courseId?: number) =>
    executor
      .select(enrolmentColumns)
      .from(courseStudents)
      .innerJoin(courses, eq(courses.id, courseStudents.courseId))
      .where(and(eq(courseStudents.studentId, studentId), courseId === undefined ? undefined : eq(courseStudents.courseId, courseId)))
      .orderBy(courseStudents.id);

  return {
    async list(query: ListQuery) {
      const where: SQL | undefined = query.q ? matchesAny(query.q, [users.name, users.email]) : undefined;
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

    async find(studentId: number) {
      const [row] = await db.select(studentColumns).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(students.id, studentId));
      return row ? toAdminStudent(row) : undefined;
    },

    async enrolments(studentId: number) {
      return (await enrolmentsOf(db, studentId)).map(toAdminEnrolment);
    },

    /** A staff grant: no payment, `granted_by` set. 404 unknown student, 422 unknown course, 409 already enrolled. */
    async grant(studentId: number, courseId: number, actorUserId: number): Promise<AdminEnrolment> {
      return transactionWithRetry(db, async (tx) => {
        const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId));
        if (!student) throw notFound('Student');
        const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
        if (!course) throw invalidAt('course_id', ENROLMENT_MESSAGES.unknownCourse);
        // The unique (student, course) index decides, also against a student's own join racing this.
        const [created] = await tx.insert(courseStudents).values({ studentId, courseId, grantedBy: actorUserId }).onConflictDoNothing().returning();
        if (!created) throw conflictAt('course_id', ENROLMENT_MESSAGES.alreadyEnrolled);
        const [row] = await enrolmentsOf(tx, studentId, courseId);
        const enrolment = toAdminEnrolment(row!);
        await recordAudit(tx, { actorUserId, action: 'enrolment.grant', entity: 'enrolment', entityId: studentId, before: null, after: enrolment });
        return enrolment;
      });
    },

    /** Removes the enrolment (class progress is kept, so a later grant picks up where the student was). 404 when not enrolled. */
    async revoke(studentId: number, courseId: number, actorUserId: number): Promise<void> {
      await transactionWithRetry(db, async (tx) => {
        const [row] = await enrolmentsOf(tx, studentId, courseId);
        if (!row) throw notFound('Enrolment');
        await tx.delete(courseStudents).where(eq(courseStudents.id, row.id));
        await recordAudit(tx, {
          actorUserId,
          action: 'enrolment.revoke',
          entity: 'enrolment',
          entityId: studentId,
          before: toAdminEnrolment(row),
          after: null,
        });
      });
    },
  };
}
