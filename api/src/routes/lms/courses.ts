// GET /lms/courses/list and GET /lms/course/{id} (SPEC §7). The outline is public; with a token
// the caller's enrolment (course_student) comes along so the page picks Enroll or Continue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetailsResponseSchema,
  coursesListResponseSchema,
  errorResponseSchema,
  validationErrorResponseSchema,
} from 'mfe-shared/contracts';
import { notFound } from '../../lib/http-error';
import { coursesRepository } from '../../repositories/courses';
import { enrolmentsRepository } from '../../repositories/enrolments';
import { courseParams } from '../../schemas/params';

const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesRepository(app.db);
  const enrolments = enrolmentsRepository(app.db);

  app.get(
    '/lms/courses/list',
    { schema: { tags: ['courses'], response: { 200: coursesListResponseSchema } } },
    async () => ({ results: await courses.listPublished() }),
  );

  app.get(
    '/lms/course/:id',
    {
      schema: {
        tags: ['courses'],
        params: courseParams,
        response: {
          200: courseDetailsResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: validationErrorResponseSchema,
        },
      },
      onRequest: app.authenticateOptional,
    },
    async (request) => {
      const course = await courses.findPublished(request.params.id);
      if (!course) throw notFound('Course');
      const principal = request.principal;
      const [classes, enrolment] = await Promise.all([
        courses.outline(course.id),
        principal ? enrolments.find(principal.studentId, course.id) : undefined,
      ]);
      return { course, course_student: enrolment ?? null, classes };
    },
  );
};

export default courseRoutes;
