// Staff moderate students' course reviews (decision 147): the queue by status, and publish or
// hide with the version read. HTTP only: the audit row and the site revision are the service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  adminCourseReviewListSchema,
  adminCourseReviewQuerySchema,
  adminCourseReviewSchema,
  courseReviewModerationSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { courseParams } from '../../schemas/params';
import { courseReviewsService } from '../../services/course-reviews';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema };
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

const adminCourseReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.course_review };
  const service = courseReviewsService(app);

  app.get(
    adminApi.courseReviews.pattern,
    { config, schema: { ...common, querystring: adminCourseReviewQuerySchema, response: { 200: adminCourseReviewListSchema, ...errors } } },
    async (request) => service.list(request.query.status),
  );

  app.post(
    adminApi.courseReviewModeration.pattern,
    { config, schema: { ...common, params: courseParams, body: courseReviewModerationSchema, response: { 200: adminCourseReviewSchema, ...errors } } },
    async (request) => service.moderate(staffOf(request).userId, request.params.id, request.body),
  );
};

export default adminCourseReviewRoutes;
