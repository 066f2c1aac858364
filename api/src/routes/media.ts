// GET /images/courses/{slug}.svg: the poster_url of every course (see domain/course-poster).
// Images are loaded by the site's other origin, so this route opts out of helmet's
// same-origin resource policy.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coursePosterSvg } from '../domain/course-poster';
import { notFound } from '../domain/errors';
import { posterTitle } from '../repositories/public-courses';

const POSTER_MAX_AGE_S = 86_400;

const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/images/courses/:file',
    {
      schema: {
        tags: ['site'],
        params: z.object({ file: z.string().regex(/^[a-z0-9-]{1,80}\.svg$/, { error: 'Unknown image.' }) }),
      },
    },
    async (request, reply) => {
      const slug = request.params.file.replace(/\.svg$/, '');
      const title = await posterTitle(app.db, slug);
      if (title === null) throw notFound('Image');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=${POSTER_MAX_AGE_S}`)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(coursePosterSvg(slug, title));
    },
  );
};

export default mediaRoutes;
