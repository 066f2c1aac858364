// GET /admin/audit?entity=course&entity_id=3: a record's history, newest first, for the
// panel beside every edit form. Editors and admins may ask; each sees only the history of what they
// may read themselves (decision 119: an editor gets 403 for a lead's history).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_READERS, auditListResponseSchema, auditQuerySchema } from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { staffOf } from '../../plugins/app/staff';
import { readAuditTrail } from '../../services/audit-trail';
import { adminApi } from '@sap-academy/contracts/paths';

const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminApi.audit.pattern,
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema },
      },
      config: { roles: AUDIT_READERS }, // editors and admins (not trainers, decision 133); the service narrows by entity (decision 119)
    },
    async (request) => ({ results: await readAuditTrail(app.db, staffOf(request).role, request.query) }),
  );
};

export default adminAuditRoutes;
