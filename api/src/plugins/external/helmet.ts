// Helmet's security headers. @fastify/helmet rebuilt the helmet middleware on every request
// (it showed in the profile); our headers never depend on the request (no CSP nonces), so they
// are computed once and set from a plain hook (decision 104).
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * With /docs served (API_DOCS): Swagger UI needs its inline assets and the validator badge's host.
 * Without it the API answers JSON, PDFs and CSV only, so nothing may run, load or frame (decision 120).
 */
export const helmetOptions = (docs: boolean): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: docs,
    directives: docs
      ? {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
        }
      : { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
  },
});

/** Runs helmet once against a recording response and returns the headers it would set. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
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
    const headers = helmetHeaders(helmetOptions(app.config.API_DOCS));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
