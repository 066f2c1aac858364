// POST /rum (decision 116): the shell's real-user beacons. navigator.sendBeacon sends
// text/plain (a CORS-safelisted type: no preflight, which a page being unloaded could not wait
// for), so the body is parsed as JSON whatever its type says. Strictly validated, rate-limited,
// 2 KB at most, and answered 204 at once: the record is queued and written in batches
// (plugins/app/rum.ts). Nothing personal is accepted (contracts/src/rum.ts); no user, IP or user
// agent is stored, even when the request carries a token.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RUM_BODY_LIMIT_BYTES, errorResponseSchema, rumRecordSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { HttpError } from '../lib/http-error';
import { siteApi } from '@sap-academy/contracts/paths';

const rumRoutes: FastifyPluginAsyncZod = async (app) => {
  // This plugin's scope only: elsewhere text/plain stays a string.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'The record must be JSON.'), undefined);
    }
  });

  app.post(
    siteApi.rum.pattern,
    {
      bodyLimit: RUM_BODY_LIMIT_BYTES,
      config: { rateLimit: { max: app.config.RATE_LIMIT_RUM_MAX } },
      schema: {
        tags: ['monitoring'],
        summary: 'A real-user record: one page load’s Core Web Vitals, or one failed remote load',
        body: rumRecordSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 413: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      app.rum.record(request.body);
      return reply.code(204).send(null);
    },
  );
};

export default rumRoutes;
