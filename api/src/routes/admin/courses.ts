// The back office's catalogue: list, create, edit, outline, publishing,
// archive and delete, for staff (editor or admin, declared in `config`). HTTP only: the rules,
// the transaction and the audit row are the course service's (services/admin-courses.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCourseDetailSchema,
  adminCourseListQuerySchema,
  adminCourseListResponseSchema,
  courseInputSchema,
  courseOutlineUpdateSchema,
  courseUpdateSchema,
  listQuerySchema,
  versionOnlySchema,
  versionSchema,
  ENTITY_READERS,
} from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { staffOf } from '../../plugins/app/staff';
import { courseParams } from '../../schemas/params';
import { COURSE_STATE_CHANGES, adminCoursesService, type CourseStateChange } from '../../services/admin-courses';
import { adminApi } from '@sap-academy/contracts/paths';

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

const adminCourseRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.course };

  const service = adminCoursesService(app);

  app.get(
    adminApi.courses.pattern,
    {
      schema: { ...common, querystring: listQuerySchema.extend(adminCourseListQuerySchema.shape), response: { 200: adminCourseListResponseSchema, ...errors } },
      config,
    },
    async (request) => service.list(request.query),
  );

  app.post(
    adminApi.courses.pattern,
    { schema: { ...common, body: courseInputSchema, response: { 201: adminCourseDetailSchema, ...errors } }, config },
    async (request, reply) => reply.code(201).send(await service.create(staffOf(request).userId, request.body)),
  );

  app.get(
    adminApi.course.pattern,
    { schema: { ...common, params: courseParams, response: { 200: adminCourseDetailSchema, ...errors } }, config },
    async (request) => service.detail(request.params.id),
  );

  app.put(
    adminApi.course.pattern,
    { schema: { ...common, params: courseParams, body: courseUpdateSchema, response: { 200: adminCourseDetailSchema, ...errors } }, config },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      return service.update(staffOf(request).userId, id, version, input);
    },
  );

  app.put(
    adminApi.courseOutline.pattern,
    {
      schema: { ...common, params: courseParams, body: courseOutlineUpdateSchema, response: { 200: adminCourseDetailSchema, ...errors } },
      config,
    },
    async (request) => {
      const { id } = request.params;
      const { version, sections } = request.body;
      return service.replaceOutline(staffOf(request).userId, id, version, sections);
    },
  );

  for (const action of Object.keys(COURSE_STATE_CHANGES) as CourseStateChange[]) {
    app.post(
      `/admin/courses/:id/${action}`,
      { schema: { ...common, params: courseParams, body: versionOnlySchema, response: { 200: adminCourseDetailSchema, ...errors } }, config },
      async (request) => {
        const { id } = request.params;
        const { version } = request.body;
        return service.changeState(staffOf(request).userId, id, version, action);
      },
    );
  }

  app.delete(
    adminApi.course.pattern,
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
      await service.remove(staffOf(request).userId, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );
};

export default adminCourseRoutes;
