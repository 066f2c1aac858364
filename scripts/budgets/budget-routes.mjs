// The routes with a byte budget: every public route the marketing remote declares (the one
// table pages, tests and the sitemap share), the portal's entry page as a visitor sees it, and
// the portal's main screens as a signed-in student sees them, and a page per record at a record
// the seed always has (decision 211: a course's public page, at the seed's SAP MM course).
import { readFileSync } from 'node:fs';

const publicRoutes = JSON.parse(readFileSync(new URL('../../mfe-marketing/src/config/public-routes.json', import.meta.url), 'utf8'));

/** Budget keys of the signed-in screens; the student's own paths are filled in when measured. */
export const SIGNED_IN_ROUTES = Object.freeze({
  'signed in: /lms': () => '/lms',
  'signed in: course page': (student) => student.course,
  'signed in: class viewer': (student) => student.viewer,
});

/** Pages per record, at a seeded record: not in public-routes.json (not one page per route), but budgeted. */
export const RECORD_ROUTES = Object.freeze(['/courses/sap-mm']);

/** @type {string[]} */
export const BUDGET_ROUTES = [...publicRoutes.map((r) => r.path), ...RECORD_ROUTES, '/lms', ...Object.keys(SIGNED_IN_ROUTES)];
