import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    // An allow-list, never `*`: bearer tokens only travel from origins we serve (CORS_ORIGINS).
    const allowed = new Set(app.config.CORS_ORIGINS);
    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin === undefined || allowed.has(origin)),
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
