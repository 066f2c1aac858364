// One route measured the way its budget counts it: shared by `npm run budgets:update` and the
// e2e byte-budget test, so the file and the check cannot drift apart.
import { measurePage } from '../lib/measure-page.mjs';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} shellUrl  the site's origin
 * @param {string} route
 * @param {string} apiUrl    the API the site calls (held until the page is interactive)
 */
export async function measureRoute(browser, shellUrl, route, apiUrl) {
  const page = await measurePage(browser, `${shellUrl}${route}`, { apiUrl });
  /** @type {import('./budget-rule.mjs').Figures} */
  const figures = { jsGzip: page.jsGzip, cssGzip: page.cssGzip, jsRequests: page.jsRequests, criticalChain: page.roundTrips };
  return { route, figures, interactiveBy: page.interactiveBy, files: page.files, chain: page.chain };
}

/** The chain as one line, for a report or a failure message. */
export const describeChain = (chain) => chain.map((c) => `${c.depth}:${c.url.replace(/^https?:\/\/(localhost|127\.0\.0\.1)/, '')}`).join(' ');
