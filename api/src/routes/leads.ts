// POST /leads: contact, catalog-download and webinar forms. The lead is stored before the 2xx and
// its sales notification goes through the outbox (services/leads.ts), so an SMTP outage loses nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, leadRequestSchema, leadResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { MESSAGES } from '../config/constants';
import { leadsService } from '../services/leads';
import { siteApi } from '@sap-academy/contracts/paths';

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = leadsService(app);

  app.post(
    siteApi.leads.pattern,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_LEADS_MAX } },
      schema: {
        tags: ['leads'],
        body: leadRequestSchema,
        response: { 202: leadResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const lead = request.body;
      // Honeypot filled: a bot. It gets the normal answer, so it learns nothing, and is dropped.
      if (lead.website) {
        request.log.info('lead dropped by honeypot');
        return reply.code(202).send({ detail: MESSAGES.leadReceived });
      }
      await service.submit(lead);
      app.outbox.poke();
      return reply.code(202).send({ detail: MESSAGES.leadReceived });
    },
  );
};

export default leadRoutes;
