// One error shape for the whole API: {detail}. Validation → 422 with the fields (§8: the client
// only logs 422); anything unexpected → 500 with a fixed text, the real error only in the log.
// The one place where the services' and repositories' domain errors become HTTP (decision 124).
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '../../config/constants';
import { isConnectionError } from '../../db/retry';
import { DomainError, type DomainErrorKind } from '../../domain/errors';
import { HttpError } from '../../lib/http-error';
import { PaymentProviderError } from '../../lib/razorpay-api';

/** Every domain error kind answers with one status code. */
export const STATUS_OF: Record<DomainErrorKind, number> = {
  rejected: 400,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_type: 415,
  invalid: 422,
  throttled: 429,
  provider_failed: 502,
  unavailable: 503,
};

export default fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof DomainError) {
        if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
        return reply.code(STATUS_OF[err.kind]).send(err.fields ? { detail: err.detail, fields: err.fields } : { detail: err.detail });
      }
      if (err instanceof HttpError) {
        return reply
          .code(err.statusCode)
          .headers(err.headers)
          .send(err.fields ? { detail: err.detail, fields: err.fields } : { detail: err.detail });
      }
      // Razorpay down during a join: the transaction rolled back, so trying again is safe.
      if (err instanceof PaymentProviderError) {
        request.log.warn({ err, url: request.url }, 'payment provider unavailable');
        return reply.code(err.kind === 'unreachable' ? 503 : 502).send({ detail: MESSAGES.paymentProviderDown });
      }
      // The database went away (a restart, a failover): nothing was committed, so the client may
      // simply try again; a 500 would read as a bug (decision 108).
      if (isConnectionError(err)) {
        request.log.warn({ err, url: request.url }, 'database unavailable');
        return reply.code(503).header('retry-after', '5').send({ detail: MESSAGES.databaseUnavailable });
      }
      if (hasZodFastifySchemaValidationErrors(err)) {
        const fields: Record<string, string> = {};
        for (const issue of err.validation) {
          const path = [err.validationContext, ...String(issue.instancePath).split('/').filter(Boolean)].join('.');
          fields[path] ??= issue.message ?? MESSAGES.validation;
        }
        const first = Object.values(fields)[0];
        return reply.code(422).send({ detail: first ?? MESSAGES.validation, fields });
      }
      const status = err.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, body too large) are safe texts.
        return reply.code(status).send({ detail: err.message || MESSAGES.validation });
      }
      request.log.error({ err, url: request.url, method: request.method }, 'unhandled error');
      return reply.code(500).send({ detail: MESSAGES.internal });
    });

    // While closing, requests still arriving on open connections get a 503 in {detail}: Fastify's
    // own 503 (return503OnClosing, turned off in app.ts) has a body of its own shape.
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onRequest', async (_request, reply) => {
      if (closing) return reply.code(503).header('connection', 'close').send({ detail: MESSAGES.shuttingDown });
    });

    app.setNotFoundHandler(
      // Rate limited so route probing cannot be used to flood the log.
      { preHandler: app.rateLimit({ max: 100, timeWindow: '1 minute' }) },
      (_request, reply) => reply.code(404).send({ detail: MESSAGES.notFound }),
    );
  },
  { name: 'error-handler', dependencies: ['rate-limit'] },
);
