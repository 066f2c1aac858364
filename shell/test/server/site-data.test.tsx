/** @jest-environment node */
// The page server's site data (decision 206) against a fake API on a real HTTP port:
// a staff change (a new version) shows on the next render, unchanged data is a 304 and the cached
// page, concurrent requests share one revalidation, and an API that is down or slow costs the page
// nothing: the last good data, or the remote's snapshot before there was any, with no error text.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicCourse, SiteData } from 'mfe-shared';
import { withSiteData } from '../../server/prerender';
import { createRenderer } from '../../server/render/render';
import { BUSY_REQUESTS, createSiteDataSource, SHARE_MS } from '../../server/site-data';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

const MANIFEST = 'http://marketing.test/v/mf-manifest.json';

/** A marketing bundle that prints the site data it is given, or its own snapshot without any. */
const bundle = `
  const React = require('react');
  const { useSiteData } = require('mfe-shared');
  exports.__esModule = true;
  exports.default = function Routes() {
    const data = useSiteData();
    if (!data) return React.createElement('main', null, React.createElement('p', null, 'snapshot phone +91 90000 00000'));
    return React.createElement('main', null,
      React.createElement('p', null, 'phone ' + data.settings.phone),
      React.createElement('ul', null, data.courses.map((c) => React.createElement('li', { key: c.id }, c.course_title))));
  };`;

const remoteFiles: Record<string, string> = {
  'http://marketing.test/v/server/ssr-manifest.json': JSON.stringify({ file: 'routes.aaaaaaaaaa.cjs', version: '1.0.0', shared: ['react', 'mfe-shared'] }),
  'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle,
};

const course = (id: number, title: string): PublicCourse => ({
  id,
  slug: `c${id}`,
  course_title: title,
  description: '',
  poster_url: '',
  difficulty_level: 'Beginner',
  course_type: 'Live',
  course_duration: 30,
  price: 100,
  topics: [],
  class_count: 0,
});

/** The API's GET /site-data, with a version the test moves, and switches for an outage. */
class FakeApi {
  data: SiteData = {
    version: '1',
    settings: { currency: 'INR', locale: 'en-IN', phone: '+91 11111 11111', booking_cutoff_hours: 24, use_external_scheduling: false },
    courses: [course(1, 'SAP MM')],
    events: [],
    testimonials: [],
  };
  requests: Array<{ ifNoneMatch?: string; status: number }> = [];
  down = false;
  delayMs = 0;
  server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const answer = () => {
        if (this.down) return res.writeHead(503).end('down');
        const etag = `"site-${this.data.version}"`;
        const status = req.headers['if-none-match'] === etag ? 304 : 200;
        this.requests.push({ ifNoneMatch: req.headers['if-none-match'], status });
        res.writeHead(status, { etag, 'content-type': 'application/json' });
        res.end(status === 304 ? undefined : JSON.stringify(this.data));
      };
      if (this.delayMs) setTimeout(answer, this.delayMs);
      else answer();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  /** A staff change: the API bumps the site revision. */
  change(patch: Partial<SiteData>) {
    this.data = { ...this.data, ...patch, version: String(Number(this.data.version) + 1) };
  }
}

let api: FakeApi;
beforeEach(async () => {
  api = new FakeApi();
  await api.start();
});
afterEach(async () => {
  api.server.closeAllConnections();
  await new Promise((resolve) => api.server.close(resolve));
});

/** The page server's pipeline: remotes over a stub, the API over real HTTP. */
function pipeline({ timeoutMs = 300 } = {}) {
  const warnings: string[] = [];
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    if (url in remoteFiles) return new Response(remoteFiles[url], { status: 200 });
    return fetch(input, init);
  }) as typeof fetch;
  const renderer = createRenderer({ fetchImpl });
  const source = createSiteDataSource({ fetchImpl, timeoutMs, warn: (m) => warnings.push(m) });
  const prerender = withSiteData((request) => renderer.render(request), source);
  const config = { apiUrl: api.url, remotes: { mfe_marketing: MANIFEST } };
  const render = (pathname = '/courses') => prerender({ pathname, config, origin: 'https://www.example.test' });
  return { render, warnings };
}

test('a staff change shows on the next request; unchanged data is a 304 and the cached page', async () => {
  const { render } = pipeline();
  const first = await render();
  expect(first.body).toContain('phone +91 11111 11111');
  expect(first.body).toContain('<li>SAP MM</li>');
  const again = await render();
  expect(again).toBe(first); // the renderer's cache: same version, same page
  expect(api.requests.at(-1)).toEqual({ ifNoneMatch: '"site-1"', status: 304 });

  api.change({ settings: { ...api.data.settings, phone: '+91 22222 22222' }, courses: [course(1, 'SAP MM'), course(2, 'SAP EWM')] });
  const changed = await render();
  expect(changed.body).toContain('phone +91 22222 22222');
  expect(changed.body).toContain('<li>SAP EWM</li>');
  // The data the page was rendered with goes out with it, for hydration.
  const embedded = /<script id="site-data" type="application\/json">(.*?)<\/script>/.exec(changed.head);
  expect(JSON.parse(embedded![1]!)).toEqual(api.data);
});

test('concurrent page requests share one revalidation', async () => {
  const { render } = pipeline();
  await render();
  api.requests = [];
  api.delayMs = 50;
  await Promise.all([render('/'), render('/courses'), render('/about'), render('/contact')]);
  expect(api.requests).toHaveLength(1);
});

test('under load, requests share a revalidation started within 100 ms; a quiet site revalidates every request', async () => {
  let clock = 1_000;
  const source = createSiteDataSource({ now: () => clock, warn: () => {} });
  const current = () => source.current(api.url);
  // A quiet site: each request asks the API (a staff member sees their change at once).
  for (let i = 0; i < 5; i += 1) await current();
  expect(api.requests).toHaveLength(5);

  // A spike: 30 requests share one revalidation; those that come just after it take its answer.
  api.requests = [];
  await Promise.all(Array.from({ length: 30 }, current));
  expect(api.requests).toHaveLength(1);
  api.change({ settings: { ...api.data.settings, phone: '+91 33333 33333' } });
  clock += SHARE_MS - 1;
  expect((await current())?.settings.phone).toBe('+91 11111 11111');
  expect(api.requests).toHaveLength(1);
  // SHARE_MS after that revalidation started, the next request asks again and sees the change.
  clock += 1;
  expect((await current())?.settings.phone).toBe('+91 33333 33333');
  expect(api.requests).toHaveLength(2);
  expect(BUSY_REQUESTS).toBeLessThan(30);
});

test('an API that is down: the last good data, no error text, one warning per outage', async () => {
  const { render, warnings } = pipeline();
  await render();
  api.down = true;
  for (const path of ['/courses', '/', '/courses']) {
    const page = await render(path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('phone +91 11111 11111');
    expect(page.body).not.toMatch(/error|unavailable|failed/i);
  }
  expect(warnings).toHaveLength(1);
  expect(warnings[0]).toMatch(/failed \(HTTP 503\); pages render from version 1/);
  api.down = false;
  api.change({ settings: { ...api.data.settings, phone: '+91 33333 33333' } });
  expect((await render()).body).toContain('phone +91 33333 33333');
  expect(warnings).toHaveLength(2); // "answers again"
});

test('a slow API never holds a page longer than the timeout: the last good data', async () => {
  const { render } = pipeline({ timeoutMs: 100 });
  await render();
  api.delayMs = 2_000;
  api.change({ settings: { ...api.data.settings, phone: '+91 44444 44444' } });
  const started = performance.now();
  const page = await render('/about');
  expect(performance.now() - started).toBeLessThan(1_000);
  expect(page.body).toContain('phone +91 11111 11111');
});

test('an API that never answered: the remote renders its built-in snapshot and nothing is embedded', async () => {
  api.down = true;
  const { render, warnings } = pipeline();
  const page = await render();
  expect(page.status).toBe(200);
  expect(page.body).toContain('snapshot phone +91 90000 00000');
  expect(page.head).not.toContain('id="site-data"');
  expect(warnings).toEqual([expect.stringContaining('the built-in snapshot')]);
});

test('the embedded JSON cannot close its script tag', async () => {
  api.change({ courses: [course(1, '</script><script>alert(1)</script>')] });
  const { render } = pipeline();
  const page = await render();
  expect(page.head).not.toContain('</script><script>alert(1)');
  const embedded = /<script id="site-data" type="application\/json">(.*?)<\/script>/.exec(page.head);
  expect(JSON.parse(embedded![1]!).courses[0].course_title).toBe('</script><script>alert(1)</script>');
});
