// The public side of bookings (decision 138): free slots, a visitor's free consultation (also a
// lead: the leads form's rate limit and honeypot), and a visitor's booking through the secret
// link in their mail. HTTP only: the rules are the bookings service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_MESSAGES,
  bookingSlotsQuerySchema,
  bookingSlotsResponseSchema,
  consultationBookingRequestSchema,
  consultationBookingResponseSchema,
  errorResponseSchema,
  managedBookingSchema,
  slotChoiceSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { siteApi } from '@sap-academy/contracts/paths';
import { bookingsService } from '../services/bookings';

const errors = { 404: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema };
const tokenParams = z.object({ token: z.string().max(100) });

const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = bookingsService({ db: app.db, config: app.config, clock: app.orders.now });
  // Reminders an hour before (decision 139): every replica scans, the outbox's dedup key writes each once.
  app.reminders.register('booking-reminders', service.remindDue);

  app.get(
    siteApi.bookingSlots.pattern,
    { schema: { tags: ['bookings'], querystring: bookingSlotsQuerySchema, response: { 200: bookingSlotsResponseSchema, 422: validationErrorResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.slots(request.query.kind, request.query.days);
    },
  );

  app.post(
    siteApi.consultationBookings.pattern,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_LEADS_MAX } },
      schema: { tags: ['bookings'], body: consultationBookingRequestSchema, response: { 201: consultationBookingResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const input = request.body;
      // Honeypot filled: a bot. It gets the normal answer, learns nothing, and books nothing.
      if (input.website) {
        request.log.info('consultation booking dropped by honeypot');
        return reply.code(201).send({
          detail: BOOKING_MESSAGES.consultationBooked,
          starts_at: new Date(input.starts_at).toISOString(),
          ends_at: new Date(input.starts_at).toISOString(),
        });
      }
      const { booking } = await service.bookConsultation(input);
      app.outbox.poke();
      return reply
        .code(201)
        .send({ detail: BOOKING_MESSAGES.consultationBooked, starts_at: booking.startsAt.toISOString(), ends_at: booking.endsAt.toISOString() });
    },
  );

  app.get(
    siteApi.managedBooking.pattern,
    { schema: { tags: ['bookings'], params: tokenParams, response: { 200: managedBookingSchema, ...errors } } },
    async (request) => service.managed(request.params.token),
  );

  app.post(
    siteApi.managedBookingReschedule.pattern,
    { schema: { tags: ['bookings'], params: tokenParams, body: slotChoiceSchema, response: { 200: managedBookingSchema, ...errors } } },
    async (request) => {
      const booking = await service.rescheduleManaged(request.params.token, request.body);
      app.outbox.poke();
      return booking;
    },
  );

  app.post(
    siteApi.managedBookingCancel.pattern,
    { schema: { tags: ['bookings'], params: tokenParams, response: { 200: managedBookingSchema, ...errors } } },
    async (request) => {
      const booking = await service.cancelManaged(request.params.token);
      app.outbox.poke();
      return booking;
    },
  );
};

export default bookingRoutes;
