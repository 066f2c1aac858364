// A student's download link for one of a class's files (decision 131): only for a student
// enrolled in the course; anything else is the same 404 as a missing file.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, fileLinkResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { principalOf } from '../../plugins/app/auth';
import { classParams, idParam } from '../../schemas/params';
import { classResourcesService } from '../../services/class-resources';

const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 422: validationErrorResponseSchema };
const resourceParams = classParams.extend({ resourceId: idParam('resourceId') });

const classResourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = classResourcesService(app);

  app.get(
    lmsApi.classResourceLink.pattern,
    {
      schema: { tags: ['learning'], security: [{ bearerAuth: [] }], params: resourceParams, response: { 200: fileLinkResponseSchema, ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { id, classId, resourceId } = request.params;
      return service.studentLink(principalOf(request), id, classId, resourceId);
    },
  );
};

export default classResourceRoutes;
