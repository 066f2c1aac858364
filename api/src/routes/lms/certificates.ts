// A student's certificates (decision 135): the list, progress towards each enrolled course's
// certificate, and the PDF of their own certificate (another's answers 404 like a missing one).
// HTTP only; the rules are the certificates service's.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateProgressResponseSchema, errorResponseSchema, myCertificatesResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { RECEIPT_LIMITED_DELAY_MS } from '../../config/constants';
import { HttpError } from '../../lib/http-error';
import { principalOf } from '../../plugins/app/auth';
import { certificateParams } from '../../schemas/params';
import { certificatesService } from '../../services/certificates';

const security = [{ bearerAuth: [] }];

const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = certificatesService(app);

  app.get(
    lmsApi.certificates.pattern,
    { schema: { tags: ['certificates'], security, response: { 200: myCertificatesResponseSchema, 401: errorResponseSchema } }, onRequest: app.authenticate },
    async (request) => ({ results: await service.mine(principalOf(request).studentId) }),
  );

  app.get(
    lmsApi.certificatesProgress.pattern,
    {
      schema: { tags: ['certificates'], security, response: { 200: certificateProgressResponseSchema, 401: errorResponseSchema } },
      onRequest: app.authenticate,
    },
    async (request) => ({ results: await service.progress(principalOf(request).studentId) }),
  );

  // Per student, as receipts (decision 121): the first download renders (once per certificate),
  // later ones read the stored bytes; a loop gets a held 429.
  const limit = app.rateLimit({
    max: app.config.RATE_LIMIT_CERTIFICATE_MAX,
    keyGenerator: (request) => `certificate-pdf:${principalOf(request).studentId}`,
  });
  const pdfLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await limit.call(app, request, reply);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) await delay(RECEIPT_LIMITED_DELAY_MS);
      throw error;
    }
  };

  app.get(
    lmsApi.certificatePdf.pattern,
    {
      schema: {
        tags: ['certificates'],
        security,
        params: certificateParams,
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('application/pdf; Content-Disposition: attachment'),
          401: errorResponseSchema,
          404: errorResponseSchema,
          410: errorResponseSchema,
          422: validationErrorResponseSchema,
          429: errorResponseSchema,
        },
      },
      onRequest: app.authenticate,
      preHandler: pdfLimit,
    },
    async (request, reply) => {
      const { filename, pdf } = await service.pdf(request.params.id, principalOf(request).studentId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(pdf as unknown as string);
    },
  );
};

export default certificateRoutes;
