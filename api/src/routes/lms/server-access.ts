// A student's practice-server access (decision 150): the grants without passwords, and the
// password of their own active grant on demand (another's answers 404 like a missing one).
// HTTP only; the rules are the practice-server service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, myServerAccessResponseSchema, revealPasswordResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { principalOf } from '../../plugins/app/auth';
import { courseParams } from '../../schemas/params';
import { practiceServerService } from '../../services/practice-server';

const security = [{ bearerAuth: [] }];
const tags = ['practice-server'];

const serverAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = practiceServerService({ db: app.db, credentials: app.practiceServer.credentials });

  app.get(
    lmsApi.serverAccess.pattern,
    { schema: { tags, security, response: { 200: myServerAccessResponseSchema, 401: errorResponseSchema } }, onRequest: app.authenticate },
    async (request) => service.mine(principalOf(request).studentId, app.practiceServer.now()),
  );

  // A person reveals a password a few times; a loop gets 429s (per student, as receipts).
  const limit = app.rateLimit({ max: 10, keyGenerator: (request) => `server-reveal:${principalOf(request).studentId}` });
  app.post(
    lmsApi.serverAccessReveal.pattern,
    {
      schema: {
        tags,
        security,
        params: courseParams,
        response: {
          200: revealPasswordResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: validationErrorResponseSchema,
          429: errorResponseSchema,
        },
      },
      onRequest: [app.authenticate, limit],
    },
    async (request, reply) => {
      // The answer carries a secret: no cache, no shared cache, no back/forward copy.
      reply.header('cache-control', 'no-store');
      return service.reveal(principalOf(request), request.params.id, app.practiceServer.now());
    },
  );
};

export default serverAccessRoutes;
