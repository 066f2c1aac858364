// The routes with a byte budget: every public route the marketing remote declares (the one
// table pages, tests and the sitemap share), the portal's entry page as a visitor sees it, and
// the portal's main screens as a signed-in student sees them.
import { readFileSync } from 'node:fs';

const publicRoutes = JSON.parse(readFileSync(new URL('../../mfe-marketing/src/config/public-routes.json', import.meta.url), 'utf8'));

/** Budget keys of the signed-in screens; the student's own paths are filled in when measured. */
export const SIGNED_IN_ROUTES = Object.freeze({
  'signed in: /lms': () => '/lms',
  'signed in: course page': (student) => student.course,
  'signed in: class viewer': (student) => student.viewer,
});

/** @type {string[]} */
export const BUDGET_ROUTES = [...publicRoutes.map((r) => r.path), '/lms', ...Object.keys(SIGNED_IN_ROUTES)];
