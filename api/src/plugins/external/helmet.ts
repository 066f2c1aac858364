// Helmet's security headers. @fastify/helmet rebuilt the helmet middleware on every request
// (it showed in the profile); our headers never depend on the request (no CSP nonces), so they
// are computed once and set from a plain hook (decision 104).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // Swagger UI at /docs needs its inline assets; everything else is JSON.
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'unsafe-inline'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
    },
  },
};

/** Runs helmet once against a recording response and returns the headers it would set. */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, recorder, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet failed', { cause: err });
  });
  return headers;
}

export default fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
