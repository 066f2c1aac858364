// Consultants' availability and bookings for staff (decision 138): a trainer their own, an admin
// everyone's (the services check which). HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingFeedbackInputSchema, errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  adminBookingSchema,
  adminBookingsQuerySchema,
  adminBookingsResponseSchema,
  availabilitySchema,
  availabilityUpdateSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { idParam } from '../../schemas/params';
import { bookingStaffService } from '../../services/booking-staff';
import { consultantAvailabilityService } from '../../services/consultant-availability';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const userParams = z.object({ userId: idParam('userId') });
const bookingParams = z.object({ id: idParam('id') });

const adminBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.booking };
  const availability = consultantAvailabilityService(app);
  const bookings = bookingStaffService({ db: app.db, config: app.config, clock: app.orders.now });

  app.get(
    adminApi.consultantAvailability.pattern,
    { config, schema: { ...common, params: userParams, response: { 200: availabilitySchema, ...errors } } },
    async (request) => availability.get(staffOf(request), request.params.userId),
  );

  app.put(
    adminApi.consultantAvailability.pattern,
    { config, schema: { ...common, params: userParams, body: availabilityUpdateSchema, response: { 200: availabilitySchema, ...errors } } },
    async (request) => availability.update(staffOf(request), request.params.userId, request.body),
  );

  app.get(
    adminApi.bookings.pattern,
    { config, schema: { ...common, querystring: adminBookingsQuerySchema, response: { 200: adminBookingsResponseSchema, ...errors } } },
    async (request) => bookings.list(staffOf(request), request.query),
  );

  app.post(
    adminApi.bookingCancel.pattern,
    { config, schema: { ...common, params: bookingParams, response: { 200: adminBookingSchema, ...errors } } },
    async (request) => {
      const booking = await bookings.cancel(staffOf(request), request.params.id);
      app.outbox.poke();
      return booking;
    },
  );

  app.put(
    adminApi.bookingFeedback.pattern,
    { config, schema: { ...common, params: bookingParams, body: bookingFeedbackInputSchema, response: { 200: adminBookingSchema, ...errors } } },
    async (request) => bookings.feedback(staffOf(request), request.params.id, request.body),
  );
};

export default adminBookingRoutes;
