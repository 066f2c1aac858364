// POST /leads: contact, catalog-download and webinar forms. The lead is stored before the 2xx and
// its sales notification goes through the outbox, so an SMTP outage loses nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  leadRequestSchema,
  leadResponseSchema,
  validationErrorResponseSchema,
  toSingleLine,
  type LeadRequest,
} from '@sap-academy/contracts';
import { MESSAGES } from '../config/constants';
import { normalisePhone } from '../lib/phone';
import { leadsRepository } from '../repositories/leads';
import { siteApi } from '@sap-academy/contracts/paths';

// The contract already keeps these fields on one line; collapsing again here means the body's
// shape (one line per field, then the message) holds even if a field's schema changes.
const line = (value: string | undefined) => (value ? toSingleLine(value) : '-');

function notificationText(lead: LeadRequest): string {
  const lines = [
    `Type: ${lead.type}`,
    `Name: ${line(lead.name)}`,
    `E-mail: ${line(lead.email)}`,
    `Mobile: ${line(lead.mobile)}`,
    `Subject: ${line(lead.subject)}`,
    `Page: ${line(lead.page)}`,
    `UTM: ${[lead.utm_source, lead.utm_medium, lead.utm_campaign, lead.utm_term, lead.utm_content].map(line).join(' / ')}`,
    '',
    lead.message ?? '',
  ];
  return lines.join('\n');
}

const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = leadsRepository(app.db);

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
      // Decision 123: stored in E.164 when it is a valid number, as typed otherwise.
      const mobile = lead.mobile ? normalisePhone(lead.mobile) : null;
      await repo.createWithNotification(
        {
          type: lead.type,
          name: lead.name,
          email: lead.email.toLowerCase(),
          mobile: mobile || null,
          subject: lead.subject || null,
          message: lead.message || null,
          page: lead.page || null,
          utmSource: lead.utm_source || null,
          utmMedium: lead.utm_medium || null,
          utmCampaign: lead.utm_campaign || null,
          utmTerm: lead.utm_term || null,
          utmContent: lead.utm_content || null,
        },
        {
          kind: 'lead-notification',
          payload: {
            to: app.config.SALES_EMAIL,
            subject: `New ${lead.type} lead: ${line(lead.name)}`,
            text: notificationText({ ...lead, mobile: mobile ?? undefined }),
          },
        },
      );
      app.outbox.poke();
      return reply.code(202).send({ detail: MESSAGES.leadReceived });
    },
  );
};

export default leadRoutes;
