// The back office's catalogue (SPEC §2 Courses, §3; decision 112): every write is one
// transaction: the course row is locked and its version checked (a stale form gets 409), the
// change, one audit row with the before and after, and the `site` revision the public pages
// watch. After the commit the portal's catalogue cache is dropped, so the change shows on the
// next request.
import { ADMIN_MESSAGES, type AdminCourseDetail, type CourseInput, type OutlineSection } from '@sap-academy/contracts/admin';
import type { Db } from '../db/client';
import type { courses } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { DomainError, conflictAt, notFound } from '../domain/errors';
import { isUniqueViolation } from '../lib/db-errors';
import { COURSE_SORTS, adminCoursesRepository, courseFields, courseSnapshot, toAdminCourse } from '../repositories/admin-courses';
import { orderFrom, pageOf } from '../repositories/admin-list';
import { bumpRevision, recordAudit } from '../repositories/audit';

type CourseRecord = typeof courses.$inferSelect;
type AdminCoursesRepo = ReturnType<typeof adminCoursesRepository>;
type ListQuery = Parameters<AdminCoursesRepo['list']>[0] & { sort?: string };

/** What the course service needs from the app: its database and the portal's catalogue cache. */
export interface AdminCoursesDeps {
  db: Db;
  catalogue: { invalidate(): void };
}

export const COURSE_STATE_CHANGES = {
  publish: { published: true, archived: false },
  unpublish: { published: false },
  // Archived courses leave every listing; restoring brings one back as a draft to publish again.
  archive: { archived: true, published: false },
  restore: { archived: false },
} as const;
export type CourseStateChange = keyof typeof COURSE_STATE_CHANGES;

const slugTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflictAt('slug', ADMIN_MESSAGES.slugTaken);
  throw err;
};

export function adminCoursesService({ db, catalogue }: AdminCoursesDeps) {
  async function detail(id: number): Promise<AdminCourseDetail> {
    const repo = adminCoursesRepository(db);
    const row = await repo.find(id);
    if (!row) throw notFound('Course');
    return { ...toAdminCourse(row), sections: await repo.outline(id) };
  }

  /** One versioned change of course `id`, audited; `apply` returns the course row after it. */
  async function change(
    actorUserId: number,
    id: number,
    version: number | undefined,
    action: string,
    apply: (repo: AdminCoursesRepo, before: CourseRecord) => Promise<{ after: CourseRecord; before?: unknown; afterSnapshot?: unknown } | null>,
  ) {
    const result = await inTransaction(db, async (tx) => {
      const repo = adminCoursesRepository(tx);
      const before = await repo.lockVersion(id, version);
      const outcome = await apply(repo, before);
      await recordAudit(tx, {
        actorUserId,
        action,
        entity: 'course',
        entityId: id,
        before: outcome?.before ?? courseSnapshot(before),
        after: outcome ? (outcome.afterSnapshot ?? courseSnapshot(outcome.after)) : null,
      });
      await bumpRevision(tx, 'site');
      return outcome;
    }).catch(slugTaken);
    catalogue.invalidate();
    return result;
  }

  return {
    detail,

    async list(query: ListQuery) {
      const order = orderFrom(query.sort, COURSE_SORTS, '-updated_at');
      const { rows, total } = await adminCoursesRepository(db).list(query, order);
      return pageOf(rows.map(toAdminCourse), total, query);
    },

    async create(actorUserId: number, input: CourseInput): Promise<AdminCourseDetail> {
      const id = await inTransaction(db, async (tx) => {
        const created = await adminCoursesRepository(tx).create(input);
        await recordAudit(tx, { actorUserId, action: 'course.create', entity: 'course', entityId: created.id, before: null, after: courseSnapshot(created) });
        await bumpRevision(tx, 'site');
        return created.id;
      }).catch(slugTaken);
      catalogue.invalidate();
      return detail(id);
    },

    async update(actorUserId: number, id: number, version: number, input: Parameters<typeof courseFields>[0]): Promise<AdminCourseDetail> {
      await change(actorUserId, id, version, 'course.update', async (repo) => ({ after: await repo.update(id, version, courseFields(input)) }));
      return detail(id);
    },

    async replaceOutline(actorUserId: number, id: number, version: number, sections: OutlineSection[]): Promise<AdminCourseDetail> {
      await change(actorUserId, id, version, 'course.outline', async (repo) => {
        const before = { version, sections: await repo.outline(id) };
        await repo.replaceOutline(id, sections);
        const after = await repo.update(id, version, {});
        return { after, before, afterSnapshot: { version: after.version, sections: await repo.outline(id) } };
      });
      return detail(id);
    },

    async changeState(actorUserId: number, id: number, version: number, action: CourseStateChange): Promise<AdminCourseDetail> {
      const values = COURSE_STATE_CHANGES[action];
      await change(actorUserId, id, version, `course.${action}`, async (repo) => ({ after: await repo.update(id, version, values) }));
      return detail(id);
    },

    /** Deleted only while nobody depends on it; otherwise 409 "Archive it instead" (decision 112). */
    async remove(actorUserId: number, id: number, version: number | undefined): Promise<void> {
      await change(actorUserId, id, version, 'course.delete', async (repo) => {
        const blocker = await repo.deleteBlocker(id);
        if (blocker) throw new DomainError('conflict', blocker);
        await repo.delete(id);
        return null;
      });
    },
  };
}
