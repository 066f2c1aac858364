// The site's settings for staff: GET /admin/settings and PUT
// /admin/settings, admins only. HTTP only: the version check, the write, the revisions and the
// audit row are the settings service's (services/admin-settings.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, adminSettingsSchema, siteSettingsUpdateSchema } from '@sap-academy/contracts/admin';
import { staffOf } from '../../plugins/app/staff';
import { adminSettingsService } from '../../services/admin-settings';
import { adminApi } from '@sap-academy/contracts/paths';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };
const security = [{ bearerAuth: [] }];

const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminSettingsService(app);
  const config = { roles: ENTITY_READERS.settings };

  app.get(adminApi.settings.pattern, { config, schema: { tags: ['admin'], security, response: { 200: adminSettingsSchema, ...errors } } }, () =>
    service.view(),
  );

  app.put(
    adminApi.settings.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        body: siteSettingsUpdateSchema,
        response: { 200: adminSettingsSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      return service.update(staffOf(request).userId, version, input);
    },
  );
};

export default adminSettingsRoutes;
