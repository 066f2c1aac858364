// The public side of events (decision 137): GET /site/events (upcoming, seats left, never the join
// link) and POST /site/events/:slug/registrations, rate-limited and honeypotted like POST /leads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  errorResponseSchema,
  eventRegistrationRequestSchema,
  eventRegistrationResponseSchema,
  eventSlugSchema,
  publicEventListSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { siteApi } from '@sap-academy/contracts/paths';
import { eventsService } from '../services/events';

const eventParams = z.object({ slug: eventSlugSchema });

const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = eventsService({ db: app.db, config: app.config, now: app.orders.now });

  app.get(siteApi.events.pattern, { schema: { tags: ['site'], response: { 200: publicEventListSchema } } }, async (_request, reply) => {
    // Seats left move with every registration: the page server asks each time.
    reply.header('cache-control', 'no-cache');
    return service.upcoming();
  });

  app.post(
    siteApi.eventRegistrations.pattern,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_LEADS_MAX } },
      schema: {
        tags: ['site'],
        params: eventParams,
        body: eventRegistrationRequestSchema,
        response: {
          202: eventRegistrationResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          422: validationErrorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      // Honeypot filled: a bot. It gets the normal answer, learns nothing, takes no seat.
      if (request.body.website) {
        request.log.info('event registration dropped by honeypot');
        return reply.code(202).send({ detail: EVENT_MESSAGES.registered });
      }
      await service.register(request.params.slug, request.body);
      app.outbox.poke();
      return reply.code(202).send({ detail: EVENT_MESSAGES.registered });
    },
  );
};

export default eventRoutes;
