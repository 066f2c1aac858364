// GET /lms/enrolments: the caller's enrolments with completed/total classes and their course, in
// one query. An archived course stays here (for_sale false) for the students enrolled.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, myEnrolmentsResponseSchema } from '@sap-academy/contracts';
import { principalOf } from '../../plugins/app/auth';
import { enrolmentsRepository } from '../../repositories/enrolments';
import { lmsApi } from '@sap-academy/contracts/paths';

const percentOf = (completed: number, total: number) => (total ? Math.floor((completed * 100) / total) : 0);

const enrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const enrolments = enrolmentsRepository(app.db);
  app.get(
    lmsApi.enrolments.pattern,
    {
      schema: {
        tags: ['learning'],
        security: [{ bearerAuth: [] }],
        response: { 200: myEnrolmentsResponseSchema, 401: errorResponseSchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const rows = await enrolments.listWithProgress(studentId);
      return {
        results: rows.map((r) => {
          const [completed, total] = [Number(r.completed), Number(r.total)];
          return {
            course_id: Number(r.course_id),
            course_student_id: Number(r.course_student_id),
            progress: { completed, total, percent: percentOf(completed, total) },
            course: {
              id: Number(r.course_id),
              course_title: r.course_title,
              description: r.description,
              poster_url: r.poster_url,
              difficulty_level: r.difficulty_level,
              course_type: r.course_type,
              course_duration: Number(r.course_duration),
              price: Number(r.price),
            },
            for_sale: r.for_sale === true,
          };
        }),
      };
    },
  );
};

export default enrolmentsRoutes;
