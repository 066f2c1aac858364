// A student's review of a course they are enrolled in (decision 147): whether they may write one
// yet, and writing or replacing it. HTTP only: the eligibility rule is the course-reviews service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseReviewInputSchema, courseReviewStatusSchema, errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { principalOf } from '../../plugins/app/auth';
import { courseParams } from '../../schemas/params';
import { courseReviewsService } from '../../services/course-reviews';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };
const common = { tags: ['learning'], security: [{ bearerAuth: [] }] };

const courseReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = courseReviewsService(app);

  app.get(
    lmsApi.courseReview.pattern,
    { schema: { ...common, params: courseParams, response: { 200: courseReviewStatusSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.mine(principalOf(request).studentId, request.params.id),
  );

  app.put(
    lmsApi.courseReview.pattern,
    {
      schema: { ...common, params: courseParams, body: courseReviewInputSchema, response: { 200: courseReviewStatusSchema, ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => service.save(principalOf(request).studentId, request.params.id, request.body),
  );
};

export default courseReviewRoutes;
