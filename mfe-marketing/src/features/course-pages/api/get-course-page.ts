import { apiFetch } from 'mfe-shared';
import { publicCoursePageSchema, siteApi } from 'mfe-shared/contracts';

/**
 * GET /site/courses/:slug (no session), for a page the server did not render with it (a click from
 * another page of the site). Loaded on demand: the server-rendered page never carries zod.
 */
export function getCoursePage(slug: string) {
  return apiFetch(siteApi.coursePage(slug), { schema: publicCoursePageSchema });
}
