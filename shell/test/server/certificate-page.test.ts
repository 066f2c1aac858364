/** @jest-environment node */
// The certificate verification page (decision 208) through the whole page server: it asks a fake
// API (a real HTTP port, answering as GET /site/certificates/:id does) before rendering the
// marketing remote's real page, so the HTML a link preview reads carries the certificate's Open
// Graph tags; an unknown id is a 404 page and an API that does not answer a 503 page, both in the
// site's frame and never cached; a valid page is shared for 5 minutes at most.
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from 'mfe-shared';
import type { PublicCertificate } from 'mfe-shared/contracts';
import { startPageServer } from '../../server/app';
import { CERTIFICATE_PAGE, createPageDataSource } from '../../server/page-data';
import { withSiteData } from '../../server/prerender';
import { createRenderer } from '../../server/render/render';
import type { RunningServer } from '../../server/static-files';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

const VALID_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const REVOKED_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';
const SITE = 'https://www.example.test';

const certificate = (id: string, over: Partial<PublicCertificate> = {}): PublicCertificate => ({
  id,
  number: 'VEA-2026-000042',
  name: 'Meera Nair',
  course_title: 'SAP MM (Materials Management)',
  issued_at: '2026-11-20T06:30:00.000Z',
  status: 'valid',
  revoked_at: null,
  verify_url: `${SITE}/certificates/${id}`,
  ...over,
});

/** The API's GET /site/certificates/:id as the contract describes it, and a switch for an outage. */
class FakeApi {
  certificates = new Map<string, PublicCertificate>([
    [VALID_ID, certificate(VALID_ID)],
    [REVOKED_ID, certificate(REVOKED_ID, { status: 'revoked', revoked_at: '2026-11-25T10:00:00.000Z' })],
  ]);
  requests: string[] = [];
  down = false;
  server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      this.requests.push(req.url ?? '');
      if (this.down) return res.writeHead(502).end('bad gateway');
      const id = /^\/site\/certificates\/([^/]+)$/.exec(req.url ?? '')?.[1];
      const found = id ? this.certificates.get(decodeURIComponent(id)) : undefined;
      res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(found ?? { detail: 'Certificate not found.' }));
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
const warnings: string[] = [];
/** The page server's own log: a failed render would be here (and is not, afterAll checks). */
const serverLog: string[] = [];

beforeAll(async () => {
  api = new FakeApi();
  await api.start();
  dir = await mkdtemp(path.join(os.tmpdir(), 'certificate-page-'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><title>Shell</title><!--runtime-config--></head><body><div id="root"></div></body></html>');
  await mkdir(path.join(dir, 'server'));
  const renderer = createRenderer();
  const config: RuntimeConfig = { apiUrl: api.url, remotes: { mfe_marketing: MANIFEST } };
  site = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    log: { level: 'warn', stream: { write: (line) => serverLog.push(line) } },
    prerender: withSiteData(
      (request) => renderer.render(request),
      { current: async () => null },
      createPageDataSource({ timeoutMs: 1_000, warn: (m) => warnings.push(m) }),
    ),
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
  api.down = false;
  api.requests = [];
});

const page = async (pathname: string) => {
  const response = await fetch(`${site.url}${pathname}`);
  return { response, html: await response.text() };
};
const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

test('a valid certificate: 200, its facts in the HTML, its own Open Graph tags and canonical address, noindex, 5 minutes of caching', async () => {
  const { response, html } = await page(`/certificates/${VALID_ID}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe(CERTIFICATE_PAGE);
  expect(api.requests).toEqual([`/site/certificates/${VALID_ID}`]);
  expect(html).toContain('<h1>Certificate verification</h1>');
  expect(html).toContain('Meera Nair');
  expect(html).toContain('>Valid<');
  expect(html).toContain('Add to LinkedIn profile');
  // The tags a link preview reads, in the HTML the server sent (no script runs there).
  expect(metaContent(html, 'property', 'og:title')).toContain('SAP MM (Materials Management)');
  expect(metaContent(html, 'property', 'og:url')).toBe(`${SITE}/certificates/${VALID_ID}`);
  expect(metaContent(html, 'property', 'og:description')).toContain('Meera Nair');
  expect(html).toContain(`<link rel="canonical" href="${SITE}/certificates/${VALID_ID}"/>`);
  expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  expect(html).toMatch(/<title>SAP MM \(Materials Management\) certificate \| [^<]+<\/title>/);
  expect(html).not.toContain('<title>Shell</title>');
  // The same answer goes out with the page, for hydration.
  const embedded = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(embedded![1]!)).toEqual({ path: `/certificates/${VALID_ID}`, status: 'found', data: certificate(VALID_ID) });
});

test('a revocation shows on the next request: no page of the valid certificate is kept past its data', async () => {
  await page(`/certificates/${VALID_ID}`);
  api.certificates.set(VALID_ID, certificate(VALID_ID, { status: 'revoked', revoked_at: '2026-11-26T10:00:00.000Z' }));
  try {
    const { response, html } = await page(`/certificates/${VALID_ID}`);
    expect(response.status).toBe(200);
    expect(html).toContain('Revoked on 26 Nov 2026');
    expect(html).not.toContain('Add to LinkedIn profile');
  } finally {
    api.certificates.set(VALID_ID, certificate(VALID_ID));
  }
});

test('a revoked certificate says when, that it is no longer valid, and offers no LinkedIn link', async () => {
  const { response, html } = await page(`/certificates/${REVOKED_ID}`);
  expect(response.status).toBe(200);
  expect(html).toContain('Revoked on 25 Nov 2026');
  expect(html).toContain('This certificate has been revoked and is no longer valid.');
  expect(html).not.toContain('Add to LinkedIn profile');
});

test('an unknown id is a real 404 with a helpful page in the site frame, noindex', async () => {
  const { response, html } = await page('/certificates/NoSuchCertificate00000');
  expect(response.status).toBe(404);
  expect(html).toContain('<h1>Certificate verification</h1>');
  expect(html).toContain('We could not find a certificate at this address.');
  expect(metaContent(html, 'name', 'robots')).toBe('noindex');
  expect(html).not.toContain('Meera Nair');
});

test('an API that does not answer is a 503 page in the site frame, never cached, never a stack trace', async () => {
  api.down = true;
  const { response, html } = await page(`/certificates/${REVOKED_ID}`);
  expect(response.status).toBe(503);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  expect(html).toContain('<h1>Certificate verification</h1>');
  expect(html).toContain('We cannot check this certificate right now.');
  // The site's frame: the shell's header and the marketing remote's footer around the page.
  expect(html).toMatch(/<header[\s>]/);
  expect(html).toMatch(/<footer[\s>]/);
  expect(html).not.toMatch(/Error:|at .*\(.*:\d+:\d+\)/);
  expect(warnings.some((w) => w.includes('/site/certificates/') && w.includes('HTTP 502'))).toBe(true);
});

test('another public page does not ask for certificate data', async () => {
  const { response } = await page('/privacy-policy');
  expect(response.status).toBe(200);
  expect(api.requests).toEqual([]);
});
