// The unsubscribe link of marketing mail (decision 145), no sign-in: GET shows a page with one
// button; POST (that button, or a mail client's RFC 8058 one-click POST with the body
// `List-Unsubscribe=One-Click`) opts the account out. A token this API did not sign is a 400.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { siteApi } from '@sap-academy/contracts/paths';
import { unsubscribeService } from '../services/checkout-reminders';

const query = z.object({ token: z.string().min(1, { error: 'token is required.' }).max(200, { error: 'token is too long.' }) });
const errors = { 400: errorResponseSchema, 422: validationErrorResponseSchema };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>${title}</h1>${body}</body></html>`;

export const UNSUBSCRIBE_PAGE = {
  confirmTitle: 'Unsubscribe from marketing e-mail?',
  doneTitle: 'You are unsubscribed',
} as const;

const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = unsubscribeService(app);
  // RFC 8058's POST is a form body; its content is fixed, so it is read and not needed.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => done(null, body));

  app.get(
    siteApi.unsubscribe.pattern,
    { schema: { tags: ['site'], querystring: query, produces: ['text/html'], response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      service.check(request.query.token);
      const action = escapeHtml(siteApi.unsubscribe({ token: request.query.token }));
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return page(
        UNSUBSCRIBE_PAGE.confirmTitle,
        `<p>You will get no more offers or reminders from us. Receipts, invoices and account mail still reach you.</p><form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    siteApi.unsubscribe.pattern,
    { schema: { tags: ['site'], querystring: query, produces: ['text/html'], response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      await service.optOut(request.query.token);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return page(UNSUBSCRIBE_PAGE.doneTitle, '<p>You will get no more marketing e-mail from us.</p>');
    },
  );
};

export default unsubscribeRoutes;
