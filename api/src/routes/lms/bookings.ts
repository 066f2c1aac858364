// A student's mock interviews (decision 138): their bookings with feedback and credits, a booking
// (spending a credit), and a reschedule or cancel up to the cut-off. Another student's booking
// answers 404. HTTP only: the rules are the bookings service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  mockInterviewBookingRequestSchema,
  myBookingSchema,
  myBookingsResponseSchema,
  slotChoiceSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { principalOf } from '../../plugins/app/auth';
import { idParam } from '../../schemas/params';
import { bookingsService } from '../../services/bookings';

const errors = {
  401: errorResponseSchema,
  402: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['bookings'], security: [{ bearerAuth: [] }] };
const bookingParams = z.object({ id: idParam('id') });

const myBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = bookingsService({ db: app.db, config: app.config, clock: app.orders.now });

  app.get(
    lmsApi.bookings.pattern,
    { schema: { ...common, response: { 200: myBookingsResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.mine(principalOf(request).studentId),
  );

  app.post(
    lmsApi.bookings.pattern,
    { schema: { ...common, body: mockInterviewBookingRequestSchema, response: { 201: myBookingSchema, ...errors } }, onRequest: app.authenticate },
    async (request, reply) => {
      const booking = await service.bookMockInterview(principalOf(request).studentId, request.body);
      app.outbox.poke();
      return reply.code(201).send(booking);
    },
  );

  app.post(
    lmsApi.bookingReschedule.pattern,
    { schema: { ...common, params: bookingParams, body: slotChoiceSchema, response: { 200: myBookingSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => {
      const booking = await service.rescheduleMine(principalOf(request).studentId, request.params.id, request.body);
      app.outbox.poke();
      return booking;
    },
  );

  app.post(
    lmsApi.bookingCancel.pattern,
    { schema: { ...common, params: bookingParams, response: { 200: myBookingSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => {
      const booking = await service.cancelMine(principalOf(request).studentId, request.params.id);
      app.outbox.poke();
      return booking;
    },
  );
};

export default myBookingRoutes;
