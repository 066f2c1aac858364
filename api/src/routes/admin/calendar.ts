// The staff calendar (decision 151). HTTP only: every staff role may ask, and the service narrows
// what a non-admin sees to their own batches' sessions and their own bookings.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { STAFF_ROLES, calendarQuerySchema, calendarSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { staffCalendarService } from '../../services/staff-calendar';

const adminCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = staffCalendarService({ db: app.db });
  app.get(
    adminApi.calendar.pattern,
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema.partial({ fields: true }) },
      },
      config: { roles: STAFF_ROLES },
    },
    async (request) => service.get(staffOf(request), request.query),
  );
};

export default adminCalendarRoutes;
