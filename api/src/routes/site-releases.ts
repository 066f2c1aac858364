// GET /site/releases (decision 125): the remotes' release channels for the page servers, which
// poll it every few seconds each. The table has one row per remote, so the answer is one tiny
// primary-key scan; the ETag is a hash of the body, so a poll with nothing new is a 304 without
// a body, and `max-age=2` lets a shared cache absorb bursts while a release still shows within
// one poll.
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { releaseChannelsSchema, type ReleaseChannels } from '@sap-academy/contracts';
import { siteApi } from '@sap-academy/contracts/paths';
import { remoteReleasesService } from '../services/remote-releases';
import { etagMatches } from '../lib/etag';

const siteReleasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = remoteReleasesService(app);
  app.get(
    siteApi.releases.pattern,
    { schema: { tags: ['site'], response: { 200: releaseChannelsSchema, 304: z.null().describe('Not modified: the If-None-Match version is current') } } },
    async (request, reply) => {
      const json = JSON.stringify(releaseChannelsSchema.parse(await service.document()));
      const etag = `"releases-${createHash('sha256').update(json).digest('base64url').slice(0, 22)}"`;
      reply.header('etag', etag).header('cache-control', 'public, max-age=2');
      // No payload on a 304, as GET /site-data does, so the keep-alive connection is free at once.
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined as unknown as null);
      return reply.type('application/json; charset=utf-8').send(json as unknown as ReleaseChannels);
    },
  );
};

export default siteReleasesRoutes;
