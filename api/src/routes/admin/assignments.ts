// Authoring an ASSIGNMENT class (decision 134) for whoever may edit courses, and the trainers
// assigned to a course (decision 133) for admins. HTTP only: the template is read here as one
// multipart file within UPLOAD_MAX_BYTES; the rules, the storage, the transactions and the audit
// rows are the services'.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, fileLinkResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, adminAssignmentSchema, assignmentUpdateSchema, courseTrainerListSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { classParams, courseParams, idParam } from '../../schemas/params';
import { adminAssignmentsService } from '../../services/admin-assignments';
import { courseTrainersService } from '../../services/course-trainers';
import { readSingleFile, registerSingleFileUpload } from '../single-file-upload';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  // A parameter's validation error carries its fields; a refused upload only its {detail}.
  422: validationErrorResponseSchema.partial({ fields: true }),
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const trainerParams = courseParams.extend({ userId: idParam('userId') });

const adminAssignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const editors = { roles: ENTITY_READERS.course };
  // Assigning reviewers is staff management: the admins' (ENTITY_READERS.staff).
  const admins = { roles: ENTITY_READERS.staff };
  const service = adminAssignmentsService(app);
  const trainers = courseTrainersService(app);
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  await registerSingleFileUpload(app, { maxBytes, preservePath: true });

  app.get(
    adminApi.classAssignment.pattern,
    { schema: { ...common, params: classParams, response: { 200: adminAssignmentSchema, ...errors } }, config: editors },
    async (request) => service.get(request.params.id, request.params.classId),
  );

  app.put(
    adminApi.classAssignment.pattern,
    { schema: { ...common, params: classParams, body: assignmentUpdateSchema, response: { 200: adminAssignmentSchema, ...errors } }, config: editors },
    async (request) => service.save(staffOf(request).userId, request.params.id, request.params.classId, request.body),
  );

  app.post(
    adminApi.classAssignmentTemplate.pattern,
    { schema: { ...common, params: classParams, response: { 200: adminAssignmentSchema, ...errors } }, config: editors },
    async (request) => {
      const { part, bytes } = await readSingleFile(request, { maxBytes });
      return service.setTemplate(staffOf(request).userId, request.params.id, request.params.classId, { fileName: part.filename, bytes });
    },
  );

  app.delete(
    adminApi.classAssignmentTemplate.pattern,
    { schema: { ...common, params: classParams, response: { 200: adminAssignmentSchema, ...errors } }, config: editors },
    async (request) => service.removeTemplate(staffOf(request).userId, request.params.id, request.params.classId),
  );

  app.get(
    adminApi.classAssignmentTemplateLink.pattern,
    { schema: { ...common, params: classParams, response: { 200: fileLinkResponseSchema, ...errors } }, config: editors },
    async (request) => service.templateLink(staffOf(request).userId, request.params.id, request.params.classId),
  );

  app.get(
    adminApi.courseTrainers.pattern,
    { schema: { ...common, params: courseParams, response: { 200: courseTrainerListSchema, ...errors } }, config: admins },
    async (request) => trainers.list(request.params.id),
  );

  app.put(
    adminApi.courseTrainer.pattern,
    { schema: { ...common, params: trainerParams, response: { 200: courseTrainerListSchema, ...errors } }, config: admins },
    async (request) => trainers.assign(staffOf(request).userId, request.params.id, request.params.userId),
  );

  app.delete(
    adminApi.courseTrainer.pattern,
    { schema: { ...common, params: trainerParams, response: { 200: courseTrainerListSchema, ...errors } }, config: admins },
    async (request) => trainers.unassign(staffOf(request).userId, request.params.id, request.params.userId),
  );
};

export default adminAssignmentRoutes;
