// Loads one URL in Chromium and reports its JavaScript: each request, its gzip size, and how
// many round trips happened one after another before `readySelector` showed.
import { gzipSync } from 'node:zlib';

export async function measurePage(browser, url, readySelector) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const requests = new Map(); // requestId -> { url, started }
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, started: e.timestamp });
  });
  const finished = new Map();
  cdp.on('Network.loadingFinished', (e) => finished.set(e.requestId, e.timestamp));

  const scripts = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && !response.url().endsWith('.js')) return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      // a failed or redirected response has no body to weigh
    }
  });

  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForSelector(readySelector, { timeout: 30_000 });
  // What had arrived when the content showed; later requests did not hold up the paint.
  const arrived = new Map(finished);
  await page.waitForLoadState('networkidle');

  // Round trips, from timing alone: a request is one trip after every request that had
  // finished before it started (it may have waited on any of them). Initiator data would
  // undercount, because the federation runtime in main.js starts requests long after it ran.
  const done = [...requests.entries()]
    .filter(([id, r]) => arrived.has(id) && !r.url.startsWith('data:') && !r.url.endsWith('/favicon.svg'))
    .map(([id, r]) => ({ url: r.url, start: r.started, end: arrived.get(id) }))
    .sort((a, b) => a.start - b.start);
  for (const r of done) {
    r.trip = 1 + Math.max(0, ...done.filter((q) => q !== r && q.end <= r.start).map((q) => q.trip ?? 0));
  }
  const roundTrips = Math.max(...done.map((r) => r.trip));
  const chain = done.map((r) => ({ depth: r.trip, url: r.url }));

  await context.close();
  const js = scripts.sort((a, b) => b.gzip - a.gzip);
  return {
    url,
    jsRequests: js.length,
    jsGzip: js.reduce((sum, s) => sum + s.gzip, 0),
    files: js,
    roundTrips,
    chain,
  };
}
