// Students for the back office (SPEC §2 Students; decision 112): search, a student's enrolments and
// orders, and staff grants and revokes, each one transaction with its audit row.
import type { AdminEnrolment, ListQuery } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { enrolmentsRepository } from '../repositories/enrolments';
import { grantServerAccess } from './practice-server';
import { inTransaction } from '../db/transaction';
import { conflictAt, invalidAt, notFound } from '../domain/errors';
import { adminOrdersRepository } from '../repositories/admin-orders';
import { adminStudentsRepository } from '../repositories/admin-students';
import { recordAudit } from '../repositories/audit';

export const ENROLMENT_MESSAGES = {
  alreadyEnrolled: 'This student is already enrolled in this course.',
  unknownCourse: 'There is no course with this id.',
  notEnrolled: 'This student is not enrolled in this course.',
} as const;

// Grants and revokes touch the database only, so a lost connection repeats them (decision 108).
const retry = { retryOnLostConnection: true };

export function adminStudentsService({ db }: { db: Db }) {
  return {
    list: (query: ListQuery) => adminStudentsRepository(db).list(query),

    async detail(studentId: number) {
      const repo = adminStudentsRepository(db);
      const student = await repo.find(studentId);
      if (!student) throw notFound('Student');
      const [enrolments, orders] = await Promise.all([repo.enrolments(studentId), adminOrdersRepository(db).ofStudent(studentId)]);
      return { ...student, enrolments, orders };
    },

    /** A staff grant: no payment, `granted_by` set. 404 unknown student, 422 unknown course, 409 already enrolled. */
    async grant(actorUserId: number, studentId: number, courseId: number): Promise<AdminEnrolment> {
      return inTransaction(
        db,
        async (tx) => {
          const repo = adminStudentsRepository(tx);
          if (!(await repo.studentExists(studentId))) throw notFound('Student');
          if (!(await repo.courseExists(courseId))) throw invalidAt('course_id', ENROLMENT_MESSAGES.unknownCourse);
          // A join's lock order (student first), so a grant and a join never deadlock.
          await enrolmentsRepository(tx).lockStudent(studentId);
          if (!(await repo.insertGrant(studentId, courseId, actorUserId))) throw conflictAt('course_id', ENROLMENT_MESSAGES.alreadyEnrolled);
          const enrolment = (await repo.enrolment(studentId, courseId))!;
          // Decision 150: a staff grant includes the course's practice-server days like a purchase.
          await grantServerAccess(tx, { studentId, courseId, now: new Date() });
          await recordAudit(tx, { actorUserId, action: 'enrolment.grant', entity: 'enrolment', entityId: studentId, before: null, after: enrolment });
          return enrolment;
        },
        retry,
      );
    },

    /** Removes the enrolment (class progress is kept, so a later grant picks up where the student was). 404 when not enrolled. */
    async revoke(actorUserId: number, studentId: number, courseId: number): Promise<void> {
      await inTransaction(
        db,
        async (tx) => {
          const repo = adminStudentsRepository(tx);
          const enrolment = await repo.enrolment(studentId, courseId);
          if (!enrolment) throw notFound('Enrolment');
          await repo.remove(enrolment.course_student_id);
          await recordAudit(tx, { actorUserId, action: 'enrolment.revoke', entity: 'enrolment', entityId: studentId, before: enrolment, after: null });
        },
        retry,
      );
    },
  };
}
