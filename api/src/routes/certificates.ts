// The public verification page's data (decision 135): GET /site/certificates/:id, no session. The
// unguessable id is the only key; the answer names the holder, the course, the dates, the number
// and the status, nothing else (no e-mail, no student id, no revocation reason). Not rate-limited:
// the page server asks on every render of the verification page from one address (decision 208),
// and the 128-bit id cannot be guessed at any rate (decision 135).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, publicCertificateSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { siteApi } from '@sap-academy/contracts/paths';
import { certificateParams } from '../schemas/params';
import { certificatesService } from '../services/certificates';

const publicCertificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = certificatesService(app);

  app.get(
    siteApi.certificate.pattern,
    {
      schema: {
        tags: ['site'],
        params: certificateParams,
        response: { 200: publicCertificateSchema, 404: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // A revocation must show at once, so no shared cache keeps an old answer; the page server
      // asks on each request.
      reply.header('cache-control', 'no-cache');
      return service.verify(request.params.id);
    },
  );
};

export default publicCertificateRoutes;
