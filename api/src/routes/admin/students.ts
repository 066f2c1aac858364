// Students and their enrolments for staff: search (and GET /admin/students.csv, the same search as
// a streamed, Excel-safe CSV, decision 026), a student's
// enrolments with progress and orders, grant and revoke. Admins only. The portal reads enrolments
// fresh on every request (repositories/prepared.ts; the catalogue cache holds courses only), so a
// grant or revoke applies to the student's next call.
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  adminEnrolmentSchema,
  adminStudentCsvQuerySchema,
  adminStudentDetailSchema,
  adminStudentListResponseSchema,
  enrolmentGrantSchema,
  listQuerySchema,
  ENTITY_READERS,
  STUDENT_CSV_COLUMNS,
} from '@sap-academy/contracts/admin';
import { csvHeaders, csvStream, indiaToday } from '../../lib/csv';
import { staffOf } from '../../plugins/app/staff';
import { idParam } from '../../schemas/params';
import { adminStudentsService } from '../../services/admin-students';
import { listExportsService } from '../../services/list-exports';
import { adminApi } from '@sap-academy/contracts/paths';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };
const security = [{ bearerAuth: [] }];
const studentParams = z.object({ id: idParam('id') });
const enrolmentParams = studentParams.extend({ courseId: idParam('courseId') });

const adminStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminStudentsService(app);
  const config = { roles: ENTITY_READERS.student };
  const listExports = listExportsService(app);

  app.get(
    adminApi.students.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        description: 'Sort by name, created_at or enrolment_count (prefix - for descending); q matches name or e-mail.',
        querystring: listQuerySchema,
        response: { 200: adminStudentListResponseSchema, ...errors },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    adminApi.studentsCsv.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        description: `Every student matching q (no paging), oldest first, as CSV with the columns ${STUDENT_CSV_COLUMNS.join(', ')}; times in IST.`,
        querystring: adminStudentCsvQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, UTF-8 BOM, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await listExports.students(staffOf(request).userId, request.query);
      const csv = pipeline(Readable.from(rows), csvStream(STUDENT_CSV_COLUMNS), (err) => {
        if (err) request.log.error({ err }, 'student export failed mid-stream');
      });
      return reply.headers(csvHeaders(`students-${indiaToday()}.csv`)).send(csv as unknown as string);
    },
  );

  app.get(
    adminApi.student.pattern,
    {
      config,
      schema: { tags: ['admin'], security, params: studentParams, response: { 200: adminStudentDetailSchema, 404: errorResponseSchema, ...errors } },
    },
    (request) => service.detail(request.params.id),
  );

  app.post(
    adminApi.studentEnrolments.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        params: studentParams,
        body: enrolmentGrantSchema,
        response: { 201: adminEnrolmentSchema, 404: errorResponseSchema, 409: validationErrorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const enrolment = await service.grant(staffOf(request).userId, request.params.id, request.body.course_id);
      return reply.code(201).send(enrolment);
    },
  );

  app.delete(
    adminApi.studentEnrolment.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        params: enrolmentParams,
        response: { 204: z.null().describe('Revoked'), 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await service.revoke(staffOf(request).userId, request.params.id, request.params.courseId);
      return reply.code(204).send(null);
    },
  );
};

export default adminStudentRoutes;
