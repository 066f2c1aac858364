import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export const CORS_MESSAGES = {
  badPreflight: 'Invalid CORS preflight request.',
  originDenied: 'This origin is not allowed.',
} as const;

export default fp(
  async (app) => {
    // An allow-list, never `*`: bearer tokens only travel from origins we serve (CORS_ORIGINS).
    const allowed = new Set(app.config.CORS_ORIGINS);
    // @fastify/cors answers a malformed preflight in text/plain and a refused origin with a bare
    // 404; this hook, added first so it runs first, refuses both in the API's {detail} shape.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'OPTIONS') return;
      const { origin } = request.headers;
      if (!origin || !request.headers['access-control-request-method']) {
        return reply.code(400).send({ detail: CORS_MESSAGES.badPreflight });
      }
      if (!allowed.has(origin)) return reply.code(403).send({ detail: CORS_MESSAGES.originDenied });
    });
    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      // The site's pages send their API calls with credentials, so that the browser keeps the
      // session cookie sign-in sets (decision 152); only the configured origins get this, and
      // the API still authenticates with the bearer header alone, never with a cookie.
      credentials: true,
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
