// Staff attach, list, remove and download a class's files (decision 131). HTTP only: the upload
// is read here as one multipart file within UPLOAD_MAX_BYTES; the checks, the storage, the
// transaction and the audit row are the class-resources service's.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESOURCE_MESSAGES, errorResponseSchema, fileLinkResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, adminClassResourceListSchema, adminClassResourceSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { DomainError } from '../../domain/errors';
import { staffOf } from '../../plugins/app/staff';
import { classParams, idParam } from '../../schemas/params';
import { classResourcesService } from '../../services/class-resources';

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
  // preservePath: the name arrives as sent, so "../x" is refused rather than quietly cut to "x".
  await app.register(multipart, { preservePath: true, limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 20 } });

  app.get(
    adminApi.classResources.pattern,
    { schema: { ...common, params: classParams, response: { 200: adminClassResourceListSchema, ...errors } }, config },
    async (request) => service.listForStaff(request.params.id, request.params.classId),
  );

  app.post(
    adminApi.classResources.pattern,
    { schema: { ...common, params: classParams, response: { 201: adminClassResourceSchema, ...errors } }, config },
    async (request, reply) => {
      const part = await request.file();
      if (!part) throw new DomainError('invalid', RESOURCE_MESSAGES.noFile);
      const bytes = await part.toBuffer().catch((err: unknown) => {
        if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new DomainError('too_large', RESOURCE_MESSAGES.tooLarge(maxBytes));
        throw err;
      });
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
