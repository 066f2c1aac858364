// Loads one URL in Chromium and reports what it cost before it was interactive. Used by
// `npm run bench:bundle` and the byte budgets (scripts/budgets/, e2e byte-budgets.spec.ts).
// - interactive: after `load`, once the remote's root has `data-hydrated`; without that marker,
//   once the remote's heading shows (see HYDRATED below).
// - bytes: gzip -9 of every JS and CSS response body until the network has been quiet for
//   QUIET_MS after that (and after the browser's first idle period), plus any <style> in the
//   HTML; the favicon and API responses never count.
// - chain: the round-trip depth (round-trips.mjs) over the HTML, JS, CSS and JSON requests that
//   finished before the page was interactive.
import { gzipSync } from 'node:zlib';
import { roundTripDepths } from './round-trips.mjs';

// The remote's root gets `data-hydrated` once React owns it (hydrated from prerendered HTML or
// rendered on the client). Builds without that marker fall back to the remote's heading, which
// on a client-rendered page only shows once React has mounted it.
export const HYDRATED = '[data-remote][data-hydrated]';
export const HEADING = '[data-remote] main h1';
// A prerendered page shows its heading before any script ran, so it waits this long for the
// marker before settling for the heading.
const HYDRATION_WAIT_MS = 5_000;
const READY_TIMEOUT_MS = 30_000;
// API responses are held until the page is interactive, at most this long: a call the page does
// not wait for (GET /settings merges into defaults already shown) then finishes after it and
// stays out of the chain; a call it does wait for is released after this and counts.
const API_HOLD_MS = 2_000;
const ROUND_TRIP_MS = 20;
// No request in flight and none started for this long: the page has fetched what it fetches
// without a user. Counted from after the page is interactive, by this module itself: Playwright's
// `networkidle` fires once per page, and a busy machine often reaches it before hydration (a gap
// while the scripts run), after which waiting for it returns at once. The signed-out /lms then
// measured 11 requests (before its lazy login screen's chunks) or 17 from one build.
const QUIET_MS = 500;
const FAVICON = /\/favicon\.[a-z]+$/;
// What the chain counts: the document, scripts, stylesheets and JSON (manifests, the runtime
// config, API calls made before the page was interactive); never images or fonts.
const CHAIN_TYPE = /html|javascript|css|json/;
const CHAIN_URL = /\.(m?js|css|json)(\?|$)/;

/** Runs in the page before its HTML: notes when each readiness selector first matched. */
function watchReadiness({ hydrated, heading }) {
  const seen = {};
  Object.defineProperty(window, '__pageReadiness', { value: seen });
  const check = () => {
    const now = performance.now();
    if (seen.hydrated === undefined && document.querySelector(hydrated)) seen.hydrated = now;
    if (seen.heading === undefined && document.querySelector(heading)) seen.heading = now;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-hydrated'] });
}

function kindOf(response) {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  const { pathname } = new URL(response.url());
  if (type === 'script' || /javascript/.test(contentType) || /\.m?js$/.test(pathname)) return 'js';
  if (type === 'stylesheet' || /text\/css/.test(contentType) || /\.css$/.test(pathname)) return 'css';
  return null;
}

async function weigh(response) {
  const kind = kindOf(response);
  if (!kind || FAVICON.test(response.url())) return null;
  try {
    const body = await response.body();
    return { kind, url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
  } catch {
    return null; // a failed or redirected response has no body to weigh
  }
}

/** Follows the page's requests; `quiet()` resolves once none is in flight and none started for `ms`. */
function watchNetwork(page) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const start = (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const end = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    /**
     * At least `ms` from now too: a request the page has just made reaches this process a little
     * later (over the DevTools protocol), so an earlier quiet moment is no proof.
     * @param {number} ms @param {number} timeout
     */
    async quiet(ms, timeout) {
      const since = Date.now();
      const deadline = since + timeout;
      while (inFlight.size > 0 || Date.now() - Math.max(lastChange, since) < ms) {
        if (Date.now() > deadline) throw new Error(`the network did not go quiet within ${timeout} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** Resolves in the browser's next idle period (at most 5 s away, as the shell's idle-time work asks). */
function nextIdlePeriod() {
  return new Promise((resolve) => requestIdleCallback(() => resolve(undefined), { timeout: 5000 }));
}

/** styled-components may put CSS in the HTML itself (prerendering); weighed on its own. */
function inlineCss(url, html) {
  const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => m[1]).join('\n');
  if (!css) return [];
  const body = Buffer.from(css);
  return [{ kind: 'css', url: `${url} <style>`, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }];
}

async function waitUntilInteractive(page, prerendered) {
  const ready = (serverRendered) => {
    const seen = window.__pageReadiness;
    return seen.hydrated !== undefined || (!serverRendered && seen.heading !== undefined);
  };
  try {
    await page.waitForFunction(ready, prerendered, { timeout: prerendered ? HYDRATION_WAIT_MS : READY_TIMEOUT_MS });
  } catch (error) {
    if (!prerendered) throw error;
    await page.waitForSelector(HEADING, { state: 'attached', timeout: READY_TIMEOUT_MS });
  }
}

/** Timings from the page's own clock (Resource Timing), so "before interactive" is exact. */
function pageTimings() {
  const seen = window.__pageReadiness;
  // contentType: Chromium's Resource Timing has it; TypeScript's DOM types do not yet.
  const timings = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
  const entries = /** @type {(PerformanceResourceTiming & { contentType?: string })[]} */ (timings);
  return {
    interactiveAt: seen.hydrated ?? seen.heading,
    interactiveBy: seen.hydrated !== undefined ? 'hydrated' : 'heading',
    requests: entries.map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd, type: e.contentType ?? '', nav: e.entryType === 'navigation' })),
  };
}

/** Holds every request to `apiUrl` until `release()`; a no-op without an API URL. */
async function holdApi(page, apiUrl) {
  let release = () => {};
  if (apiUrl) {
    const released = new Promise((resolve) => {
      release = () => resolve(undefined);
    });
    await page.route(
      (u) => u.origin === new URL(apiUrl).origin,
      async (route) => {
        await released;
        await route.continue().catch(() => {}); // the page may be closing
      },
    );
  }
  return release;
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{apiUrl?: string, token?: string}} [options] apiUrl: the API, whose responses wait until
 *   the page is interactive (API_HOLD_MS); token: a student's, in localStorage before the page loads
 */
export async function measurePage(browser, url, { apiUrl, token } = {}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Every response takes at least ROUND_TRIP_MS, as on a real network. On loopback a response
    // can end within a millisecond, before a request the page issued alongside it has started, and
    // the chain (which orders requests by time) then counted one round trip too many on a busy
    // machine (a signed-in course page measured 4 or 5 from one build).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: ROUND_TRIP_MS, downloadThroughput: -1, uploadThroughput: -1 });
    await page.addInitScript(watchReadiness, { hydrated: HYDRATED, heading: HEADING });
    if (token) await page.addInitScript((value) => localStorage.setItem('token', value), token);
    const weighed = [];
    page.on('response', (response) => weighed.push(weigh(response)));
    const network = watchNetwork(page);
    const releaseApi = await holdApi(page, apiUrl);

    const navigation = await page.goto(url, { waitUntil: 'load' });
    if (!navigation?.ok()) throw new Error(`${url}: HTTP ${navigation?.status()}`);
    const html = await navigation.text();
    // A prerendered page carries its remote's markup in the HTML itself.
    const interactive = waitUntilInteractive(page, /<[^>]+\sdata-remote=/.test(html));
    await Promise.race([interactive.catch(() => {}), new Promise((resolve) => setTimeout(resolve, API_HOLD_MS))]);
    releaseApi();
    await interactive;
    // The shell loads its real-user monitoring (web-vitals) in the first idle period after
    // hydration (shell/src/features/rum): wait for one too, registered after its, then for quiet.
    await page.evaluate(nextIdlePeriod);
    await network.quiet(QUIET_MS, READY_TIMEOUT_MS);
    // Everything fetched by now counts: later requests come from a user's actions.
    const files = (await Promise.all(weighed.slice())).filter(Boolean).concat(inlineCss(url, html));
    const { interactiveAt, interactiveBy, requests } = await page.evaluate(pageTimings);

    const chain = roundTripDepths(
      requests
        .filter((r) => r.end > 0 && interactiveAt !== undefined && r.end <= interactiveAt && !FAVICON.test(r.url))
        .filter((r) => r.nav || CHAIN_TYPE.test(r.type) || CHAIN_URL.test(r.url)),
    );
    const js = files.filter((f) => f.kind === 'js').sort((a, b) => b.gzip - a.gzip);
    const css = files.filter((f) => f.kind === 'css').sort((a, b) => b.gzip - a.gzip);
    const sum = (list) => list.reduce((total, f) => total + f.gzip, 0);
    return {
      url,
      interactiveBy,
      jsRequests: js.length,
      jsGzip: sum(js),
      cssRequests: css.filter((f) => !f.url.endsWith(' <style>')).length,
      cssGzip: sum(css),
      files: [...js, ...css],
      roundTrips: Math.max(0, ...chain.map((c) => c.depth)),
      chain,
    };
  } finally {
    await context.close();
  }
}
