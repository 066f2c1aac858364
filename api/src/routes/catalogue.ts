// GET /catalogue.pdf (decision 207): the course catalogue the catalog lead form
// downloads once the lead is accepted (SPEC §2 Individual training, §3/§5 catalog form). Public,
// like GET /site-data: the same published courses and settings, versioned by the same revision,
// so a revalidation (If-None-Match) costs one one-row query and a 304, and a staff change is a new
// file on the next request. The bytes of a version are rendered once (../services/catalogue.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOGUE_FILE_NAME } from '@sap-academy/contracts';
import { catalogueService } from '../services/catalogue';
import { etagMatches } from '../lib/etag';
import { siteApi } from '@sap-academy/contracts/paths';

const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogue = catalogueService(app);

  app.get(
    siteApi.cataloguePdf.pattern,
    {
      schema: {
        tags: ['site'],
        produces: ['application/pdf'],
        response: {
          200: z.string().describe('application/pdf; Content-Disposition: attachment'),
          304: z.null().describe('Not modified: the If-None-Match version is current'),
        },
      },
    },
    async (request, reply) => {
      const { etag, pdf } = await catalogue.latest();
      reply.header('etag', etag).header('cache-control', 'no-cache');
      // No payload on a 304 (see GET /site-data: a serialised null kept the connection busy).
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined as unknown as null);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${CATALOGUE_FILE_NAME}"`)
        .send((await pdf()) as unknown as string);
    },
  );
};

export default catalogueRoutes;
