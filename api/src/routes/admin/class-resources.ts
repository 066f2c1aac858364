// Staff attach, list, remove and download a class's files (decision 131). HTTP only: the upload
// is read here as one multipart file within UPLOAD_MAX_BYTES; the checks, the storage, the
// transaction and the audit row are the class-resources service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, fileLinkResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, adminClassResourceListSchema, adminClassResourceSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { classParams, idParam } from '../../schemas/params';
import { classResourcesService } from '../../services/class-resources';
import { readSingleFile, registerSingleFileUpload } from '../single-file-upload';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  // A parameter's validation error carries its fields; a refused upload only its {detail}.
  422: validationErrorResponseSchema.partial({ fields: true }),
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const resourceParams = classParams.extend({ resourceId: idParam('resourceId') });

const adminClassResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.course };
  const service = classResourcesService(app);
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  await registerSingleFileUpload(app, { maxBytes, preservePath: true });

  app.get(
    adminApi.classResources.pattern,
    { schema: { ...common, params: classParams, response: { 200: adminClassResourceListSchema, ...errors } }, config },
    async (request) => service.listForStaff(request.params.id, request.params.classId),
  );

  app.post(
    adminApi.classResources.pattern,
    { schema: { ...common, params: classParams, response: { 201: adminClassResourceSchema, ...errors } }, config },
    async (request, reply) => {
      const { part, bytes } = await readSingleFile(request, { maxBytes });
      const created = await service.add(staffOf(request).userId, request.params.id, request.params.classId, { fileName: part.filename, bytes });
      return reply.code(201).send(created);
    },
  );

  app.delete(
    adminApi.classResource.pattern,
    { schema: { ...common, params: resourceParams, response: { 204: z.null(), ...errors } }, config },
    async (request, reply) => {
      const { id, classId, resourceId } = request.params;
      await service.remove(staffOf(request).userId, id, classId, resourceId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    adminApi.classResourceLink.pattern,
    { schema: { ...common, params: resourceParams, response: { 200: fileLinkResponseSchema, ...errors } }, config },
    async (request) => {
      const { id, classId, resourceId } = request.params;
      return service.staffLink(staffOf(request).userId, id, classId, resourceId);
    },
  );
};

export default adminClassResourceRoutes;
