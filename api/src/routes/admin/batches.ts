// Live batches in the back office (decision 136). HTTP only: the rules, transactions and audit
// rows are the admin-batches service's. Creating and editing a batch and its members is the
// admins' (ENTITY_READERS.batch); reading a batch and running its sessions (move, cancel, add,
// roster, recording) is open to every staff role here, and the service narrows a trainer or an
// editor to the batches they train (403 otherwise).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ATTENDANCE_CSV_COLUMNS,
  ENTITY_READERS,
  STAFF_ROLES,
  adminBatchDetailSchema,
  adminBatchListQuerySchema,
  adminBatchListSchema,
  adminSessionSchema,
  attendanceMarksSchema,
  batchCreateSchema,
  batchUpdateSchema,
  memberAddSchema,
  recordingInputSchema,
  rosterSchema,
  sessionInputSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { UTF8_BOM, csvRecord } from '../../lib/csv';
import { staffOf } from '../../plugins/app/staff';
import { courseParams, idParam } from '../../schemas/params';
import { adminBatchesService } from '../../services/admin-batches';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema.partial({ fields: true }),
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const batchParams = courseParams;
const sessionParams = batchParams.extend({ sessionId: idParam('sessionId') });
const memberParams = batchParams.extend({ studentId: idParam('studentId') });
const emptyBody = z.object({}).strict().optional();

const adminBatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = { roles: ENTITY_READERS.batch };
  const trainers = { roles: STAFF_ROLES };
  const service = adminBatchesService({ db: app.db, now: app.batches.now, uidHost: app.batches.uidHost });

  app.get(
    adminApi.batches.pattern,
    { schema: { ...common, querystring: adminBatchListQuerySchema, response: { 200: adminBatchListSchema, ...errors } }, config: trainers },
    async (request) => service.list(staffOf(request), request.query.course_id),
  );

  app.post(
    adminApi.batches.pattern,
    { schema: { ...common, body: batchCreateSchema, response: { 201: adminBatchDetailSchema, ...errors } }, config: admins },
    async (request, reply) => reply.code(201).send(await service.create(staffOf(request).userId, request.body)),
  );

  app.get(
    adminApi.batch.pattern,
    { schema: { ...common, params: batchParams, response: { 200: adminBatchDetailSchema, ...errors } }, config: trainers },
    async (request) => service.get(staffOf(request), request.params.id),
  );

  app.put(
    adminApi.batch.pattern,
    { schema: { ...common, params: batchParams, body: batchUpdateSchema, response: { 200: adminBatchDetailSchema, ...errors } }, config: admins },
    async (request) => service.update(staffOf(request).userId, request.params.id, request.body),
  );

  app.post(
    adminApi.batchSessions.pattern,
    { schema: { ...common, params: batchParams, body: sessionInputSchema, response: { 201: adminSessionSchema, ...errors } }, config: trainers },
    async (request, reply) => reply.code(201).send(await service.addSession(staffOf(request), request.params.id, request.body)),
  );

  app.put(
    adminApi.batchSession.pattern,
    { schema: { ...common, params: sessionParams, body: sessionInputSchema, response: { 200: adminSessionSchema, ...errors } }, config: trainers },
    async (request) => service.moveSession(staffOf(request), request.params.id, request.params.sessionId, request.body),
  );

  app.post(
    adminApi.batchSessionCancel.pattern,
    { schema: { ...common, params: sessionParams, body: emptyBody, response: { 200: adminSessionSchema, ...errors } }, config: trainers },
    async (request) => service.cancelSession(staffOf(request), request.params.id, request.params.sessionId),
  );

  app.get(
    adminApi.batchSessionRoster.pattern,
    { schema: { ...common, params: sessionParams, response: { 200: rosterSchema, ...errors } }, config: trainers },
    async (request) => service.roster(staffOf(request), request.params.id, request.params.sessionId),
  );

  app.put(
    adminApi.batchSessionRoster.pattern,
    { schema: { ...common, params: sessionParams, body: attendanceMarksSchema, response: { 200: rosterSchema, ...errors } }, config: trainers },
    async (request) => service.mark(staffOf(request), request.params.id, request.params.sessionId, request.body),
  );

  app.put(
    adminApi.batchSessionRecording.pattern,
    { schema: { ...common, params: sessionParams, body: recordingInputSchema, response: { 200: adminSessionSchema, ...errors } }, config: trainers },
    async (request) => service.setRecording(staffOf(request), request.params.id, request.params.sessionId, request.body.recording_url),
  );

  app.post(
    adminApi.batchMembers.pattern,
    { schema: { ...common, params: batchParams, body: memberAddSchema, response: { 200: adminBatchDetailSchema, ...errors } }, config: admins },
    async (request) => service.addMember(staffOf(request).userId, request.params.id, request.body.student_id),
  );

  app.delete(
    adminApi.batchMember.pattern,
    { schema: { ...common, params: memberParams, response: { 200: adminBatchDetailSchema, ...errors } }, config: admins },
    async (request) => service.removeMember(staffOf(request).userId, request.params.id, request.params.studentId),
  );

  app.post(
    adminApi.batchMemberPromote.pattern,
    { schema: { ...common, params: memberParams, body: emptyBody, response: { 200: adminBatchDetailSchema, ...errors } }, config: admins },
    async (request) => service.promote(staffOf(request).userId, request.params.id, request.params.studentId),
  );

  app.get(
    adminApi.batchAttendanceCsv.pattern,
    {
      config: admins,
      schema: {
        ...common,
        params: batchParams,
        description: `Every opened session's attendance, one row per session and student, with the columns ${ATTENDANCE_CSV_COLUMNS.join(', ')}.`,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, UTF-8 BOM, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await service.attendanceCsvRows(staffOf(request).userId, request.params.id);
      // A batch's attendance is at most MAX_BATCH_SESSIONS × MAX_SEATS rows: written in one piece.
      const body =
        UTF8_BOM +
        csvRecord(ATTENDANCE_CSV_COLUMNS) +
        rows.map((r) => csvRecord([r.sessionId, r.startsAt, r.studentId, r.name, r.email, r.status ?? '', r.joinedAt])).join('');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="batch-${request.params.id}-attendance.csv"`)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};

export default adminBatchRoutes;
