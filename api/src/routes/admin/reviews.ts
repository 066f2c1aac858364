// The review queue (decisions 133, 134): trainers, editors and admins who review assignment
// submissions. HTTP only: who reviews which course, the lock and the decision's effects are the
// assignment-reviews service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, reviewDecisionSchema, reviewDetailSchema, reviewQueueQuerySchema, reviewQueueResponseSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { z } from 'zod';
import { staffOf } from '../../plugins/app/staff';
import { idParam } from '../../schemas/params';
import { assignmentReviewsService } from '../../services/assignment-reviews';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const submissionParams = z.object({ submissionId: idParam('submissionId') });

const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.submission };
  const service = assignmentReviewsService(app);

  app.get(
    adminApi.reviews.pattern,
    { schema: { ...common, querystring: reviewQueueQuerySchema, response: { 200: reviewQueueResponseSchema, ...errors } }, config },
    async (request) => service.queue(staffOf(request), request.query),
  );

  app.get(
    adminApi.review.pattern,
    { schema: { ...common, params: submissionParams, response: { 200: reviewDetailSchema, ...errors } }, config },
    async (request) => service.get(staffOf(request), request.params.submissionId),
  );

  app.post(
    adminApi.reviewDecision.pattern,
    { schema: { ...common, params: submissionParams, body: reviewDecisionSchema, response: { 200: reviewDetailSchema, ...errors } }, config },
    async (request) => {
      const detail = await service.decide(staffOf(request), request.params.submissionId, request.body);
      app.outbox.poke(); // the student's mail, and a certificate's if the acceptance issued one
      return detail;
    },
  );
};

export default adminReviewRoutes;
