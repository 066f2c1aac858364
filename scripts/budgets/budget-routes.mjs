// The routes with a byte budget: every public route the marketing remote declares (the one
// table pages, tests and the sitemap share) and the portal's entry page.
import { readFileSync } from 'node:fs';

const publicRoutes = JSON.parse(readFileSync(new URL('../../mfe-marketing/src/config/public-routes.json', import.meta.url), 'utf8'));

/** @type {string[]} */
export const BUDGET_ROUTES = [...publicRoutes.map((r) => r.path), '/lms'];
