// GET /site/courses/:slug (decisions 143 and 211): a published course's public page, no session.
// Not rate-limited, like the other public GETs: the page server asks on every render of
// /courses/<slug> from one address. An unknown, draft or archived slug is a 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, publicCoursePageSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { SLUG_PATTERN } from '@sap-academy/contracts/admin';
import { siteApi } from '@sap-academy/contracts/paths';
import { coursePagesService } from '../services/course-pages';

const coursePageParams = z.object({ slug: z.string() });

const coursePageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = coursePagesService({ db: app.db, config: app.config, now: app.orders.now, storage: app.storage });

  app.get(
    siteApi.coursePage.pattern,
    {
      schema: {
        tags: ['site'],
        params: coursePageParams,
        response: { 200: publicCoursePageSchema, 404: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Seats left move with every enrolment: the page server asks on each render.
      reply.header('cache-control', 'no-cache');
      // Only a slug the course editor allows (SLUG_PATTERN) can name a course; any other text is
      // the same 404, without reaching the database (a NUL byte would fail the query).
      return service.bySlug(SLUG_PATTERN.test(request.params.slug) ? request.params.slug : '');
    },
  );
};

export default coursePageRoutes;
