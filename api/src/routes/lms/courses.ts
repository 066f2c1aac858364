// GET /lms/courses/list and GET /lms/course/{id} (SPEC §7). The outline is public; with a token
// the caller's enrolment (course_student) comes along so the page picks Enroll or Continue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  courseDetailsResponseSchema,
  coursesListResponseSchema,
  type CoursesListResponse,
  errorResponseSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { notFound } from '../../domain/errors';
import { preparedQueries } from '../../repositories/prepared';
import { courseParams } from '../../schemas/params';
import { lmsApi } from '@sap-academy/contracts/paths';
import { gstPriceNote } from '@sap-academy/contracts/gst';
import { readTaxSettings } from '../../services/tax-settings';

const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const prepared = preparedQueries(app.db);

  app.get(lmsApi.courses.pattern, { schema: { tags: ['courses'], response: { 200: coursesListResponseSchema } } }, async (_request, reply) => {
    // Pre-serialised by the catalogue cache; a string payload skips the serializer.
    const { json } = await app.catalogue.list();
    // The route's types expect the object; the string is that object, already validated JSON.
    return reply.type('application/json; charset=utf-8').send(json as unknown as CoursesListResponse);
  });

  app.get(
    lmsApi.course.pattern,
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
      const found = await app.catalogue.course(request.params.id);
      if (!found) throw notFound('Course');
      const { course, listed } = found;
      const principal = request.principal;
      const [classes, enrolment, tax] = await Promise.all([
        app.catalogue.outline(course.id),
        principal ? prepared.enrolment(principal.studentId, course.id) : undefined,
        readTaxSettings(app.db),
      ]);
      // Unpublished or archived: gone for everyone but the students already enrolled.
      if (!listed && !enrolment) throw notFound('Course');
      // The price's GST wording, by the rule the checkout charges with (decisions 141, 211).
      return { course, course_student: enrolment ?? null, classes, price_note: gstPriceNote(course.price, tax) };
    },
  );
};

export default courseRoutes;
