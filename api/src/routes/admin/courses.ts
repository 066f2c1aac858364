// The back office's catalogue (issue 15 §2 Courses, §3): list, create, edit, outline, publishing,
// archive and delete. Staff only (editor or admin). Every write is one transaction: the course row
// is locked and its version checked (a stale form gets 409), the change, one audit row with the
// before and after, and the `site` revision the public pages watch. After the commit the portal's
// catalogue cache is dropped, so the change shows on the next request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_MESSAGES,
  adminCourseDetailSchema,
  adminCourseListQuerySchema,
  adminCourseListResponseSchema,
  courseInputSchema,
  courseOutlineUpdateSchema,
  courseUpdateSchema,
  listQuerySchema,
  versionOnlySchema,
  versionSchema,
  type AdminCourseDetail,
  ENTITY_READERS,
} from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import type { Db } from '../../db/client';
import type { courses } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflictAt, notFound } from '../../domain/errors';
import { HttpError } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/staff';
import { COURSE_SORTS, adminCoursesRepository, courseFields, courseSnapshot, toAdminCourse } from '../../repositories/admin-courses';
import { orderFrom, pageOf } from '../../repositories/admin-list';
import { bumpRevision, recordAudit } from '../../repositories/audit';
import { courseParams } from '../../schemas/params';

type CourseRecord = typeof courses.$inferSelect;
type AdminCoursesRepo = ReturnType<typeof adminCoursesRepository>;

/** 409s: a stale version ({detail}) or a taken slug ({detail, fields: {'body.slug': …}}). */
const conflictResponseSchema = z.object({ detail: z.string(), fields: z.record(z.string(), z.string()).optional() });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: conflictResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

const slugTaken = (err: unknown): never => {
  if (isUniqueViolation(err)) throw conflictAt('slug', ADMIN_MESSAGES.slugTaken);
  throw err;
};

const STATE_CHANGES = {
  publish: { published: true, archived: false },
  unpublish: { published: false },
  // Archived courses leave every listing; restoring brings one back as a draft to publish again.
  archive: { archived: true, published: false },
  restore: { archived: false },
} as const;

const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.course };

  async function detail(db: Db, id: number): Promise<AdminCourseDetail> {
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
    apply: (repo: AdminCoursesRepo, before: CourseRecord, tx: Db) => Promise<{ after: CourseRecord; before?: unknown; afterSnapshot?: unknown } | null>,
  ) {
    const result = await app.db
      .transaction(async (tx) => {
        const repo = adminCoursesRepository(tx);
        const before = await repo.lockVersion(id, version);
        const outcome = await apply(repo, before, tx);
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
      })
      .catch(slugTaken);
    app.catalogue.invalidate();
    return result;
  }

  app.get(
    '/admin/courses',
    {
      schema: { ...common, querystring: listQuerySchema.extend(adminCourseListQuerySchema.shape), response: { 200: adminCourseListResponseSchema, ...errors } },
      config,
    },
    async (request) => {
      const query = request.query;
      const order = orderFrom(query.sort, COURSE_SORTS, '-updated_at');
      const { rows, total } = await adminCoursesRepository(app.db).list(query, order);
      return pageOf(rows.map(toAdminCourse), total, query);
    },
  );

  app.post(
    '/admin/courses',
    { schema: { ...common, body: courseInputSchema, response: { 201: adminCourseDetailSchema, ...errors } }, config },
    async (request, reply) => {
      const { userId } = staffOf(request);
      const id = await app.db
        .transaction(async (tx) => {
          const created = await adminCoursesRepository(tx).create(request.body);
          await recordAudit(tx, {
            actorUserId: userId,
            action: 'course.create',
            entity: 'course',
            entityId: created.id,
            before: null,
            after: courseSnapshot(created),
          });
          await bumpRevision(tx, 'site');
          return created.id;
        })
        .catch(slugTaken);
      app.catalogue.invalidate();
      return reply.code(201).send(await detail(app.db, id));
    },
  );

  app.get(
    '/admin/courses/:id',
    { schema: { ...common, params: courseParams, response: { 200: adminCourseDetailSchema, ...errors } }, config },
    async (request) => detail(app.db, request.params.id),
  );

  app.put(
    '/admin/courses/:id',
    { schema: { ...common, params: courseParams, body: courseUpdateSchema, response: { 200: adminCourseDetailSchema, ...errors } }, config },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      await change(staffOf(request).userId, id, version, 'course.update', async (repo) => ({ after: await repo.update(id, version, courseFields(input)) }));
      return detail(app.db, id);
    },
  );

  app.put(
    '/admin/courses/:id/outline',
    {
      schema: { ...common, params: courseParams, body: courseOutlineUpdateSchema, response: { 200: adminCourseDetailSchema, ...errors } },
      config,
    },
    async (request) => {
      const { id } = request.params;
      const { version, sections } = request.body;
      await change(staffOf(request).userId, id, version, 'course.outline', async (repo) => {
        const before = { version, sections: await repo.outline(id) };
        await repo.replaceOutline(id, sections);
        const after = await repo.update(id, version, {});
        return { after, before, afterSnapshot: { version: after.version, sections: await repo.outline(id) } };
      });
      return detail(app.db, id);
    },
  );

  for (const [action, values] of Object.entries(STATE_CHANGES)) {
    app.post(
      `/admin/courses/:id/${action}`,
      { schema: { ...common, params: courseParams, body: versionOnlySchema, response: { 200: adminCourseDetailSchema, ...errors } }, config },
      async (request) => {
        const { id } = request.params;
        const { version } = request.body;
        await change(staffOf(request).userId, id, version, `course.${action}`, async (repo) => ({ after: await repo.update(id, version, values) }));
        return detail(app.db, id);
      },
    );
  }

  app.delete(
    '/admin/courses/:id',
    {
      schema: {
        ...common,
        params: courseParams,
        // Optional: a form that knows the version it showed gets 409 if it moved on.
        querystring: z.object({ version: z.coerce.number().pipe(versionSchema).optional() }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
      config,
    },
    async (request, reply) => {
      const { id } = request.params;
      await change(staffOf(request).userId, id, request.query.version, 'course.delete', async (repo) => {
        const blocker = await repo.deleteBlocker(id);
        if (blocker) throw new HttpError(409, blocker);
        await repo.delete(id);
        return null;
      });
      return reply.code(204).send(null);
    },
  );
};

export default adminCourseRoutes;
