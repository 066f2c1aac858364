// Certificates in the back office (decision 135). HTTP only: the rules, transactions and audit
// rows are the admin-certificates service's. Completion rules belong to the course (whoever edits
// courses); issued certificates carry students' names and e-mails (admins).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  adminCertificateListSchema,
  adminCertificateQuerySchema,
  adminCertificateSchema,
  certificateRevokeSchema,
  completionRulesSchema,
  completionRulesUpdateSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { certificateParams, courseParams } from '../../schemas/params';
import { adminCertificatesService } from '../../services/admin-certificates';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };

const adminCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = adminCertificatesService(app);
  const rulesConfig = { roles: ENTITY_READERS.course };
  const config = { roles: ENTITY_READERS.certificate };

  app.get(
    adminApi.courseCompletionRules.pattern,
    { schema: { ...common, params: courseParams, response: { 200: completionRulesSchema, ...errors } }, config: rulesConfig },
    async (request) => service.rules(request.params.id),
  );

  app.put(
    adminApi.courseCompletionRules.pattern,
    {
      schema: { ...common, params: courseParams, body: completionRulesUpdateSchema, response: { 200: completionRulesSchema, ...errors } },
      config: rulesConfig,
    },
    async (request) => service.saveRules(staffOf(request).userId, request.params.id, request.body),
  );

  app.get(
    adminApi.certificates.pattern,
    { schema: { ...common, querystring: adminCertificateQuerySchema, response: { 200: adminCertificateListSchema, ...errors } }, config },
    async (request) => service.list(request.query),
  );

  app.post(
    adminApi.certificateRevoke.pattern,
    { schema: { ...common, params: certificateParams, body: certificateRevokeSchema, response: { 200: adminCertificateSchema, ...errors } }, config },
    async (request) => service.revoke(staffOf(request).userId, request.params.id, request.body.reason),
  );

  app.post(
    adminApi.certificateResend.pattern,
    { schema: { ...common, params: certificateParams, body: z.object({}).optional(), response: { 200: adminCertificateSchema, ...errors } }, config },
    async (request) => {
      const answer = await service.resend(staffOf(request).userId, request.params.id);
      app.outbox.poke();
      return answer;
    },
  );

  app.get(
    adminApi.certificatePdf.pattern,
    {
      schema: { ...common, params: certificateParams, produces: ['application/pdf'], response: { 200: z.string().describe('application/pdf'), ...errors } },
      config,
    },
    async (request, reply) => {
      const { filename, pdf } = await service.pdf(request.params.id);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf as unknown as string);
    },
  );
};

export default adminCertificateRoutes;
