// GET /lms/enrolments: the caller's enrolments with completed/total classes, in one query.
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, myEnrolmentsResponseSchema, PROGRESS_STATUS } from '@sap-academy/contracts';
import { principalOf } from '../../plugins/app/auth';

interface Row extends Record<string, unknown> {
  course_id: number;
  course_student_id: number;
  total: number;
  completed: number;
}

const enrolmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lms/enrolments',
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
      const result = await app.db.execute<Row>(sql`
        select cs.course_id, cs.id as course_student_id,
               count(c.id)::int as total,
               count(cp.id) filter (where cp.status = ${PROGRESS_STATUS.completed})::int as completed
        from course_students cs
        left join classes c on c.course_id = cs.course_id
        left join class_progress cp on cp.class_id = c.id and cp.student_id = cs.student_id
        where cs.student_id = ${studentId}
        group by cs.id, cs.course_id
        order by cs.id`);
      const rows = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
      return {
        results: rows.map((r) => ({
          course_id: Number(r.course_id),
          course_student_id: Number(r.course_student_id),
          progress: {
            completed: Number(r.completed),
            total: Number(r.total),
            percent: Number(r.total) ? Math.floor((Number(r.completed) * 100) / Number(r.total)) : 0,
          },
        })),
      };
    },
  );
};

export default enrolmentsRoutes;
