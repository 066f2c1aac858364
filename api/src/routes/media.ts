// GET /images/courses/{slug}.svg: the poster_url of every course (see domain/course-poster).
// Images are loaded by the site's other origin, so this route opts out of helmet's
// same-origin resource policy.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { courses } from '../db/schema';
import { coursePosterSvg } from '../domain/course-poster';
import { notFound } from '../domain/errors';

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
      const [course] = await app.db.select({ title: courses.courseTitle }).from(courses).where(eq(courses.slug, slug)).limit(1);
      if (!course) throw notFound('Image');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('Cache-Control', `public, max-age=${POSTER_MAX_AGE_S}`)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(coursePosterSvg(slug, course.title));
    },
  );
};

export default mediaRoutes;
