// Which staff review which course's assignments (decision 133). Admins assign and unassign; each
// change is an audit row on the course, in the change's transaction. Only a trainer or an editor
// can be assigned: an admin already reviews every course, and a student reviews none.
import { ASSIGNMENT_AUTHOR_MESSAGES, type CourseTrainer, type Role } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError, notFound } from '../domain/errors';
import { adminCoursesRepository } from '../repositories/admin-courses';
import { recordAudit } from '../repositories/audit';
import { courseTrainersRepository } from '../repositories/course-trainers';

const ASSIGNABLE: readonly string[] = ['trainer', 'editor'];

export function courseTrainersService({ db }: { db: Db }) {
  async function list(tx: Db, courseId: number): Promise<{ results: CourseTrainer[] }> {
    const rows = await courseTrainersRepository(tx).trainersOf(courseId);
    return {
      results: rows.map((r) => ({ user_id: r.userId, name: r.name, email: r.email, role: r.role as Role, assigned_at: r.assignedAt.toISOString() })),
    };
  }

  return {
    async list(courseId: number) {
      if (!(await courseTrainersRepository(db).courseExists(courseId))) throw notFound('Course');
      return list(db, courseId);
    },

    /** Idempotent: assigning someone already assigned changes nothing and writes no audit row. */
    async assign(actorUserId: number, courseId: number, userId: number) {
      return inTransaction(db, async (tx) => {
        await adminCoursesRepository(tx).lockVersion(courseId, undefined);
        const repo = courseTrainersRepository(tx);
        const user = await repo.user(userId);
        if (!user) throw notFound('User');
        if (!ASSIGNABLE.includes(user.role)) throw new DomainError('invalid', ASSIGNMENT_AUTHOR_MESSAGES.notTrainer);
        if (await repo.assignTrainer(courseId, userId, actorUserId)) {
          await recordAudit(tx, {
            actorUserId,
            action: 'course.trainer_assign',
            entity: 'course',
            entityId: courseId,
            before: null,
            after: { trainer: { user_id: user.id, name: user.name, role: user.role } },
          });
        }
        return list(tx, courseId);
      });
    },

    async unassign(actorUserId: number, courseId: number, userId: number) {
      return inTransaction(db, async (tx) => {
        await adminCoursesRepository(tx).lockVersion(courseId, undefined);
        const repo = courseTrainersRepository(tx);
        const user = await repo.user(userId);
        if (!(await repo.unassignTrainer(courseId, userId))) throw new DomainError('not_found', ASSIGNMENT_AUTHOR_MESSAGES.notAssigned);
        await recordAudit(tx, {
          actorUserId,
          action: 'course.trainer_unassign',
          entity: 'course',
          entityId: courseId,
          before: { trainer: { user_id: userId, name: user?.name ?? null, role: user?.role ?? null } },
          after: null,
        });
        return list(tx, courseId);
      });
    },
  };
}
