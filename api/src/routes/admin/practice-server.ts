// The practice-server pool for admins (decision 150): the credentials (never a password) and the
// grants, adding a credential, and confirming a reset after expiry. HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, adminCredentialSchema, adminPracticeServerSchema, credentialInputSchema, credentialResetSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { courseParams } from '../../schemas/params';
import { practiceServerService } from '../../services/practice-server';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

const adminPracticeServerRoutes: FastifyPluginAsyncZod = async (app) => {
  // Passwords of a shared server: admins only, like staff accounts.
  const config = { roles: ENTITY_READERS.practice_server };
  const service = practiceServerService({ db: app.db, credentials: app.practiceServer.credentials });

  app.get(adminApi.practiceServer.pattern, { schema: { ...common, response: { 200: adminPracticeServerSchema, ...errors } }, config }, async () =>
    service.overview(),
  );

  app.post(
    adminApi.practiceServerCredentials.pattern,
    { schema: { ...common, body: credentialInputSchema, response: { 201: adminCredentialSchema, ...errors } }, config },
    async (request, reply) => {
      reply.code(201);
      return service.addCredential(staffOf(request).userId, request.body, app.practiceServer.now());
    },
  );

  app.post(
    adminApi.practiceServerCredentialReset.pattern,
    { schema: { ...common, params: courseParams, body: credentialResetSchema, response: { 200: adminCredentialSchema, ...errors } }, config },
    async (request) => service.confirmReset(staffOf(request).userId, request.params.id, request.body.password, app.practiceServer.now()),
  );
};

export default adminPracticeServerRoutes;
