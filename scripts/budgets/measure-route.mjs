// One route measured the way its budget counts it: shared by `npm run budgets:update` and the
// e2e byte-budget test, so the file and the check cannot drift apart.
import { enrolledStudent } from '../lib/enrolled-student.mjs';
import { measurePage } from '../lib/measure-page.mjs';
import { SIGNED_IN_ROUTES } from './budget-routes.mjs';

const students = new Map(); // API URL -> one enrolled student for every signed-in route

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} shellUrl  the site's origin
 * @param {string} route  a path, or a key of SIGNED_IN_ROUTES
 * @param {string} apiUrl    the API the site calls (held until the page is interactive)
 */
export async function measureRoute(browser, shellUrl, route, apiUrl) {
  let path = route;
  let token;
  if (route in SIGNED_IN_ROUTES) {
    if (!students.has(apiUrl)) students.set(apiUrl, enrolledStudent(apiUrl));
    const student = await students.get(apiUrl);
    path = SIGNED_IN_ROUTES[route](student);
    token = student.token;
  }
  const page = await measurePage(browser, `${shellUrl}${path}`, { apiUrl, token });
  /** @type {import('./budget-rule.mjs').Figures} */
  const figures = { jsGzip: page.jsGzip, cssGzip: page.cssGzip, jsRequests: page.jsRequests, criticalChain: page.roundTrips };
  return { route, figures, interactiveBy: page.interactiveBy, files: page.files, chain: page.chain };
}

/** The chain as one line, for a report or a failure message. */
export const describeChain = (chain) => chain.map((c) => `${c.depth}:${c.url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '')}`).join(' ');
