// Quiz authoring for a QUIZ class (decision 130), for whoever may edit courses. HTTP only: the
// rules, the transaction and the audit row are the admin-quizzes service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ENTITY_READERS, adminQuizSchema, quizUpdateSchema } from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { classParams } from '../../schemas/params';
import { adminQuizzesService } from '../../services/admin-quizzes';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

const adminQuizRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.course };
  const service = adminQuizzesService(app);

  app.get(adminApi.classQuiz.pattern, { schema: { ...common, params: classParams, response: { 200: adminQuizSchema, ...errors } }, config }, async (request) =>
    service.get(request.params.id, request.params.classId),
  );

  app.put(
    adminApi.classQuiz.pattern,
    { schema: { ...common, params: classParams, body: quizUpdateSchema, response: { 200: adminQuizSchema, ...errors } }, config },
    async (request) => service.save(staffOf(request).userId, request.params.id, request.params.classId, request.body),
  );
};

export default adminQuizRoutes;
