// The release commands for the federated remotes (decision 125), admins only. HTTP only: the
// version check, the channel write, the history row and the audit row are the service's
// (services/remote-releases.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, remoteNameSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  adminChannelSchema,
  adminReleasesQuerySchema,
  adminReleasesResponseSchema,
  releaseCanarySchema,
  releaseStepSchema,
  releaseSwitchSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { remoteReleasesService } from '../../services/remote-releases';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema };
const security = [{ bearerAuth: [] }];
const params = z.object({ remote: remoteNameSchema });

const adminReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = remoteReleasesService(app);
  const config = { roles: ENTITY_READERS.release };
  const schema = <Body extends z.ZodTypeAny>(body: Body) => ({ tags: ['admin'], security, params, body, response: { 200: adminChannelSchema, ...errors } });

  app.get(
    adminApi.releases.pattern,
    { config, schema: { tags: ['admin'], security, querystring: adminReleasesQuerySchema, response: { 200: adminReleasesResponseSchema, ...errors } } },
    async (request) => service.list(request.query.page),
  );
  app.post(adminApi.releaseSwitch.pattern, { config, schema: schema(releaseSwitchSchema) }, async (request) =>
    service.run(staffOf(request).userId, request.params.remote, request.body.version, {
      action: 'switch',
      toVersion: request.body.to_version,
      manifestUrl: request.body.manifest_url,
    }),
  );
  app.post(adminApi.releaseCanary.pattern, { config, schema: schema(releaseCanarySchema) }, async (request) =>
    service.run(staffOf(request).userId, request.params.remote, request.body.version, {
      action: 'canary',
      toVersion: request.body.to_version,
      manifestUrl: request.body.manifest_url,
      share: request.body.share,
    }),
  );
  app.post(adminApi.releasePromote.pattern, { config, schema: schema(releaseStepSchema) }, async (request) =>
    service.run(staffOf(request).userId, request.params.remote, request.body.version, { action: 'promote' }),
  );
  app.post(adminApi.releaseRollback.pattern, { config, schema: schema(releaseStepSchema) }, async (request) =>
    service.run(staffOf(request).userId, request.params.remote, request.body.version, { action: 'rollback' }),
  );
};

export default adminReleaseRoutes;
