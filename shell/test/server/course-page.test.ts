/** @jest-environment node */
// A course's public page (decision 211) through the whole page server: it asks a fake API (a real
// HTTP port, answering as GET /site/courses/:slug does) before rendering the marketing remote's real
// page, so the HTML a crawler or a link preview reads (before any script runs) has the syllabus, the
// price with its GST wording and the Course JSON-LD; an unknown slug is the site's 404 page with a
// 404; the page is a public page, shared for a minute like /courses.
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from 'mfe-shared';
import type { PublicCoursePage } from 'mfe-shared/contracts';
import { startPageServer } from '../../server/app';
import { PUBLIC_PAGE } from '../../server/page-cache';
import { createPageDataSource } from '../../server/page-data';
import { withSiteData } from '../../server/prerender';
import { createRenderer } from '../../server/render/render';
import type { RunningServer } from '../../server/static-files';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

const COURSE: PublicCoursePage = {
  id: 7,
  slug: 'sap-mm',
  course_title: 'SAP MM (Materials Management)',
  description: 'Procure-to-pay end to end.',
  poster_url: '/images/courses/sap-mm.svg',
  difficulty_level: 'Beginner',
  course_type: 'Hybrid',
  course_duration: 60,
  price: 2_499_900,
  currency: 'INR',
  price_note: 'incl. GST',
  includes: { classes: 2, videos: 2, quizzes: 0, assignments: 0, certificate: true, mock_interviews: 1 },
  sections: [
    {
      name: 'Master data',
      classes: [
        { title: 'Material master views', duration: 900, kind: 'VIDEO', preview_video_id: 'sApMm0001aB' },
        { title: 'Vendor master and business partner', duration: null, kind: 'VIDEO', preview_video_id: null },
      ],
    },
  ],
  batches: [
    {
      title: 'Evening batch',
      starts_on: '2030-01-07',
      ends_on: '2030-01-18',
      delivery: 'live',
      weekdays: ['Monday', 'Wednesday', 'Friday'],
      start_time: '19:00',
      duration_minutes: 120,
      trainer_name: null,
      price: 2_499_900,
      seats_left: 3,
    },
  ],
  faq: [{ question: 'Do I need SAP experience?', answer: 'No.' }],
  rating: { average: null, count: 0 },
  reviews: [],
  trainers: [],
};

class FakeApi {
  requests: string[] = [];
  server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '');
      const found = req.url === `/site/courses/${COURSE.slug}`;
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(found ? COURSE : { detail: 'Course not found.' }));
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}

// The remote's server bundle is its real route tree, compiled by jest (fetching and running a
// built bundle is remote-bundles' own test's subject): the page under test is the real page.
const MANIFEST = 'http://marketing.test/v/mf-manifest.json';
jest.mock('../../server/render/remote-bundles', () => ({
  createRemoteBundles: () => ({
    get: async () => ({
      id: 'http://marketing.test/v/server/routes.cjs',
      version: '1.0.0',
      module: jest.requireActual('../../../mfe-marketing/src/app/marketing-routes'),
    }),
  }),
}));

let api: FakeApi;
let dir: string;
let site: RunningServer;
const serverLog: string[] = [];

beforeAll(async () => {
  api = new FakeApi();
  await api.start();
  dir = await mkdtemp(path.join(os.tmpdir(), 'course-page-'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><title>Shell</title><!--runtime-config--></head><body><div id="root"></div></body></html>');
  await mkdir(path.join(dir, 'server'));
  const renderer = createRenderer();
  const config: RuntimeConfig = { apiUrl: api.url, remotes: { mfe_marketing: MANIFEST } };
  site = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    log: { level: 'warn', stream: { write: (line) => serverLog.push(line) } },
    prerender: withSiteData((request) => renderer.render(request), { current: async () => null }, createPageDataSource({ timeoutMs: 1_000 })),
  });
});
afterAll(async () => {
  expect(serverLog).toEqual([]);
  await site.close();
  api.server.closeAllConnections();
  await new Promise((resolve) => api.server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  api.requests = [];
});

const page = async (pathname: string) => {
  const response = await fetch(`${site.url}${pathname}`);
  return { response, html: await response.text() };
};

test('the HTML before any script has the syllabus, the price with its GST wording and the Course JSON-LD', async () => {
  const { response, html } = await page('/courses/sap-mm');
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(PUBLIC_PAGE);
  expect(api.requests).toEqual(['/site/courses/sap-mm']);
  // The markup without any script (the embedded page data included): what a crawler reads without running one.
  const beforeScripts = html.replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '');
  expect(beforeScripts).toContain('<h1>SAP MM (Materials Management)</h1>');
  expect(beforeScripts).toContain('Material master views');
  expect(beforeScripts).toContain('Vendor master and business partner');
  expect(beforeScripts).toContain('₹24,999.00');
  expect(beforeScripts).toContain('incl. GST');
  expect(beforeScripts).toContain('Enrol now');
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const course = ld.find((d) => d['@type'] === 'Course');
  expect(course).toMatchObject({
    name: COURSE.course_title,
    provider: { '@type': 'Organization' },
    offers: { price: '24999.00', priceCurrency: 'INR', category: 'Paid' },
    hasCourseInstance: [{ courseMode: 'online', startDate: '2030-01-07T19:00:00+05:30' }],
  });
  expect(html).toMatch(/<meta property="og:title" content="SAP MM \(Materials Management\) \| [^"]+"/);
  expect(html).toContain('/courses/sap-mm"/>');
  // Only the preview class's id is in the page, and no player is loaded before a press.
  expect(html).not.toContain('<iframe');
});

test('an unknown slug is the site’s 404 page with a 404', async () => {
  const { response, html } = await page('/courses/no-such-course');
  expect(response.status).toBe(404);
  expect(html).toContain('Page not found');
  expect(api.requests).toEqual(['/site/courses/no-such-course']);
});
