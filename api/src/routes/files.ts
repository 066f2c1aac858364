// Stored files through their signed links (decision 131). The token is the permission: the API
// signed it a moment ago for a caller it had authorised, so no session is needed (a browser
// following a link sends none). A changed token is 403, an expired one 410. The file goes out
// as an attachment with the type its content was checked to be, and nosniff, so a browser never
// runs or renders it as something else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESOURCE_MESSAGES } from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { DomainError } from '../domain/errors';
import { attachmentDisposition } from '../storage/file-name';

// In the query, not the path: a token outgrows the router's 200-character parameter limit.
const tokenQuery = z.object({ token: z.string().min(1).max(4000) });

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    lmsApi.fileDownload.pattern,
    {
      // No response schema: the 200 is a byte stream, the errors the handler's {detail}.
      schema: { tags: ['files'], querystring: tokenQuery },
    },
    async (request, reply) => {
      const verdict = app.fileLinks.verify(request.query.token);
      if (!verdict.ok && verdict.reason === 'expired') throw new DomainError('gone', RESOURCE_MESSAGES.linkExpired);
      if (!verdict.ok) throw new DomainError('forbidden', RESOURCE_MESSAGES.linkInvalid);
      const { link } = verdict;
      const stream = await app.storage.read(link.key);
      if (!stream) throw new DomainError('not_found', RESOURCE_MESSAGES.fileGone);
      return reply
        .header('content-type', link.contentType)
        .header('content-disposition', attachmentDisposition(link.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  );
};

export default fileRoutes;
