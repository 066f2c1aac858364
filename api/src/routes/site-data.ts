// GET /site-data (docs/decisions/206-public-data-from-the-api.md): everything the
// public pages print that staff can change — the settings and the published catalogue — in one
// call the page server makes on every page request, and the next upcoming events (decision 209). Its version is the `site` revision, which
// every staff change the public pages show bumps in its own transaction, so a revalidation
// (If-None-Match) costs one one-row query and a 304, and a change is visible on the next request.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SITE_DATA_EVENTS_LIMIT, siteDataSchema, type SiteData } from '@sap-academy/contracts';
import { readRevisionTag } from '../repositories/audit';
import { eventsRepository, toPublicEvent } from '../repositories/events';
import { publicCourses } from '../repositories/public-courses';
import { siteSettings } from '../services/site-settings';
import { courseReviewsService } from '../services/course-reviews';
import { siteApi } from '@sap-academy/contracts/paths';
import { etagMatches } from '../lib/etag';

const etagOf = (version: string) => `"site-${version}"`;

const siteDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = siteSettings(app);
  const reviews = courseReviewsService(app);
  // The body of the latest version, serialised once. Only one is kept: a page server only ever
  // asks for the newest, and an older version can never be asked for again by its number.
  let built: { version: string; json: Promise<string> } | null = null;

  function bodyOf(version: string): Promise<string> {
    if (built?.version === version) return built.json;
    const json = (async () => {
      // Read after the revision: a change committed in between lands in this body early, which
      // is harmless; reading it before could label old data with the new version for good.
      const [current, list, upcoming, testimonials] = await Promise.all([
        settings.current(),
        publicCourses(app.db),
        // The events' public view (decision 209): seats left, never the join link. Those that
        // start while this version is current stay in it; the pages drop them when they render.
        eventsRepository(app.db).upcoming(app.orders.now(), SITE_DATA_EVENTS_LIMIT),
        // Published course reviews for the home page's testimonials (decision 212); moderation bumps the revision.
        reviews.testimonials(),
      ]);
      const data: SiteData = { version, settings: current, courses: list, events: upcoming.map(toPublicEvent), testimonials };
      return JSON.stringify(siteDataSchema.parse(data));
    })();
    const entry = { version, json };
    built = entry;
    // A failed build must not be served again.
    json.catch(() => {
      if (built === entry) built = null;
    });
    return json;
  }

  // No rate limit, as for the other public GETs (/settings, /lms/courses/list): the page server
  // asks on every page request from one address, and a 304 costs one indexed one-row query.
  app.get(
    siteApi.siteData.pattern,
    { schema: { tags: ['site'], response: { 200: siteDataSchema, 304: z.null().describe('Not modified: the If-None-Match version is current') } } },
    async (request, reply) => {
      const version = await readRevisionTag(app.db, 'site');
      const etag = etagOf(version);
      reply.header('etag', etag).header('cache-control', 'no-cache');
      // No payload at all: a serialized null (content-length 4) on a 304 left the keep-alive
      // connection busy, and every shutdown then waited for the grace period.
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(undefined as unknown as null);
      const json = await bodyOf(version);
      // A string payload skips the serializer; it is the validated object's JSON text.
      return reply.type('application/json; charset=utf-8').send(json as unknown as SiteData);
    },
  );
};

export default siteDataRoutes;
