// GET /admin/audit?entity=course&entity_id=3 (issue 15): a record's history, newest first, for the
// panel beside every edit form. Any staff member may read it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditListResponseSchema, auditQuerySchema, type AuditEntry } from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { auditRepository } from '../../repositories/audit';

const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema },
      },
      onRequest: app.requireRole(),
    },
    async (request) => {
      const rows = await auditRepository(app.db).history(request.query.entity, request.query.entity_id);
      return {
        results: rows.map((r): AuditEntry => ({
          id: r.id,
          // A deleted staff account leaves its changes behind with no actor.
          actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName ?? '', email: r.actorEmail ?? '' },
          action: r.action,
          entity: r.entity as AuditEntry['entity'],
          entity_id: r.entityId,
          before: r.before,
          after: r.after,
          created_at: r.createdAt.toISOString(),
        })),
      };
    },
  );
};

export default adminAuditRoutes;
