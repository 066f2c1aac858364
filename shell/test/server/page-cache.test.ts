/** @jest-environment node */
// Pages compressed once and sent as stored bytes (server/page-cache.ts, docs/decisions/013): the
// stored brotli and gzip are the HTML sent as is, the ETag follows the page and the runtime
// config's remote versions, If-None-Match gets an empty 304, and only public pages may be kept by
// a shared cache.
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { RuntimeConfig } from 'mfe-shared';
import { startPageServer } from '../../server/app';
import { fileSnapshot } from '../../server/file-snapshot';
import { createPageStore, matchesIfNoneMatch, NOT_FOUND_PAGE, pickEncoding, PRIVATE_PAGE, PUBLIC_PAGE, storePage } from '../../server/page-cache';
import { createRemoteBundles } from '../../server/render/remote-bundles';
import type { RenderedPage } from '../../server/render/render';
import type { RunningServer } from '../../server/static-files';

/** The bytes as sent, for any method. */
function send(method: string, url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as sent: fetch would decompress them. */
function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const LMS_V1 = 'http://cdn.test/mfe-lms/1.0.0/mf-manifest.json';
const LMS_V2 = 'http://cdn.test/mfe-lms/1.1.0/mf-manifest.json';
const routes = { '/lms': { remote: 'mfe_lms', module: './routes', render: 'session' as const }, '/admin': 'mfe_admin' };
const configWith = (lms: string): RuntimeConfig => ({
  apiUrl: 'http://api.test',
  remotes: { mfe_marketing: 'http://cdn.test/mfe-marketing/2.0.0/mf-manifest.json', mfe_lms: lms, mfe_admin: 'http://cdn.test/mfe-admin/1/mf-manifest.json' },
  routes,
});

let dir: string;
let server: RunningServer;
let config = configWith(LMS_V1);
// As the renderer does: the same object for the same page until the page changes.
const pages = new Map<string, RenderedPage>();
const page = (body: string, status = 200): RenderedPage => ({ head: '<title>T</title>', body: `<main>${body}</main>`, status, complete: true });
let renders = 0;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'page-cache-'));
  // Big enough that compression matters, and the same text over and over compresses well.
  const filler = Array.from({ length: 400 }, (_, i) => `<p class="c${i % 7}">SAP training in Bengaluru, line ${i}</p>`).join('');
  await writeFile(
    path.join(dir, 'index.html'),
    `<html><head><title>SAP Academy</title><!--runtime-config--></head><body><div id="root"></div>${filler}</body></html>`,
  );
  pages.set('/', page('Home'));
  pages.set('/lms', { ...page('Sign in'), signedInBody: '<main>Loading...</main>' });
  server = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    prerender: async ({ pathname }) => {
      renders += 1;
      if (pathname.startsWith('/admin')) throw new Error('the back office renders in the browser');
      if (pathname.startsWith('/lms')) return pages.get('/lms') as RenderedPage;
      return pages.get(pathname) ?? pages.get('/404') ?? page('Not found', 404);
    },
  });
  pages.set('/404', page('Not found', 404));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

test('the stored brotli and gzip bytes decompress to exactly the HTML sent uncompressed', async () => {
  const identity = await get(`${server.url}/`);
  const br = await get(`${server.url}/`, { 'accept-encoding': 'gzip, deflate, br' });
  const gzip = await get(`${server.url}/`, { 'accept-encoding': 'gzip' });
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body.toString('utf8')).toContain('<div id="root" data-prerendered><main>Home</main></div>');
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(brotliDecompressSync(br.body).equals(identity.body)).toBe(true);
  expect(gunzipSync(gzip.body).equals(identity.body)).toBe(true);
  expect(br.body.length).toBeLessThan(identity.body.length / 4);
  // One page, one tag, whatever the encoding; every answer names the header it varies on.
  expect(br.headers.etag).toBe(identity.headers.etag);
  expect(gzip.headers.etag).toBe(identity.headers.etag);
  for (const answer of [identity, br, gzip]) expect(answer.headers.vary).toMatch(/Accept-Encoding/);
});

test('HEAD gets the headers of the page, its length and no body; every answer carries the security headers', async () => {
  const page = await get(`${server.url}/`, { 'accept-encoding': 'br' });
  const head = await send('HEAD', `${server.url}/`, { 'accept-encoding': 'br' });
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers['content-length']).toBe(String(page.body.length));
  expect(head.headers.etag).toBe(page.headers.etag);
  for (const answer of [page, head, await get(`${server.url}/no/such/page`), await get(`${server.url}/`, { 'if-none-match': page.headers.etag as string })]) {
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
});

test('a client that accepts no compression (or refuses it with q=0) gets the HTML as is', async () => {
  for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', 'deflate']) {
    const answer = await get(`${server.url}/`, { 'accept-encoding': acceptEncoding });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toContain('<main>Home</main>');
  }
  expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
  expect(pickEncoding('*')).toBe('gzip');
  expect(pickEncoding(undefined)).toBeNull();
});

test('a matching If-None-Match gets 304 with an empty body and the same ETag; another tag gets the page', async () => {
  const first = await get(`${server.url}/`, { 'accept-encoding': 'br' });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]{32}"$/);
  const again = await get(`${server.url}/`, { 'accept-encoding': 'br', 'if-none-match': etag });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers.etag).toBe(etag);
  expect(again.headers['content-encoding']).toBeUndefined();
  expect(again.headers['cache-control']).toBe(PUBLIC_PAGE);
  // A list and a weak form of the same tag match too (weak comparison, RFC 9110 §13.1.2).
  expect((await get(`${server.url}/`, { 'if-none-match': `"other", W/${etag}` })).status).toBe(304);
  const changed = await get(`${server.url}/`, { 'if-none-match': '"other"' });
  expect(changed.status).toBe(200);
  expect(changed.body.toString('utf8')).toContain('<main>Home</main>');
});

test('the ETag changes when a remote version in the runtime config changes, and when the page changes', async () => {
  const before = (await get(`${server.url}/`)).headers.etag;
  config = configWith(LMS_V2);
  try {
    const moved = await get(`${server.url}/`);
    expect(moved.headers.etag).not.toBe(before);
    expect(moved.body.toString('utf8')).toContain(LMS_V2);
    // The old tag no longer matches: the client gets the page that names the new version.
    expect((await get(`${server.url}/`, { 'if-none-match': before as string })).status).toBe(200);

    pages.set('/', page('Home, with the new course'));
    const edited = await get(`${server.url}/`);
    expect(edited.headers.etag).not.toBe(moved.headers.etag);
    expect(edited.body.toString('utf8')).toContain('Home, with the new course');
  } finally {
    config = configWith(LMS_V1);
    pages.set('/', page('Home'));
  }
});

test('public pages may be kept by a shared cache; the portal and the back office never', async () => {
  const home = await get(`${server.url}/`);
  expect(home.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600');
  for (const portal of ['/lms', '/lms/dashboard', '/lms?action=login', '/admin', '/admin/courses']) {
    const answer = await get(`${server.url}${portal}`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(PRIVATE_PAGE);
    expect(answer.headers['cache-control']).toMatch(/^private, no-cache$/);
  }
});

test('the Not-found page is shared briefly and never served stale; it has no validator', async () => {
  const missing = await get(`${server.url}/no/such/page`, { 'accept-encoding': 'br' });
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toBe(NOT_FOUND_PAGE);
  expect(missing.headers['cache-control']).not.toContain('stale-while-revalidate');
  expect(missing.headers.etag).toBeUndefined();
  expect(brotliDecompressSync(missing.body).toString('utf8')).toContain('<main>Not found</main>');
  // A precondition does not turn a 404 into a 304.
  expect((await get(`${server.url}/no/such/page`, { 'if-none-match': '*' })).status).toBe(404);
});

test('a path without an extension is a page, even where the build has a file of that name', async () => {
  await writeFile(path.join(dir, 'about'), 'a file, not a page');
  const answer = await get(`${server.url}/about`);
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.body.toString('utf8')).toContain('<div id="root" data-prerendered>');
});

test('a page is compressed once: concurrent first requests share one compression, later ones send the stored bytes', async () => {
  const store = createPageStore(2);
  let made = 0;
  const make = () => {
    made += 1;
    return storePage('<html>x</html>', 200, PUBLIC_PAGE);
  };
  const [a, b] = await Promise.all([store.get('k', make), store.get('k', make)]);
  expect(a).toBe(b);
  expect(await store.get('k', make)).toBe(a);
  expect(made).toBe(1);
  // Bounded: the least recently used goes.
  await store.get('k2', make);
  await store.get('k3', make);
  expect(store.size).toBe(2);
  await store.get('k', make);
  expect(made).toBe(4);

  // Through the server: the same bytes for every request of an unchanged page.
  renders = 0;
  const [x, y] = await Promise.all([get(`${server.url}/`, { 'accept-encoding': 'br' }), get(`${server.url}/`, { 'accept-encoding': 'br' })]);
  expect(x.body.equals(y.body)).toBe(true);
  expect(renders).toBe(2);
});

test('a failed compression is forgotten, so the next request tries again', async () => {
  const store = createPageStore();
  await expect(store.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  await Promise.resolve();
  expect(await store.get('k', () => storePage('<p>ok</p>', 200, PUBLIC_PAGE))).toMatchObject({ status: 200 });
});

test('If-None-Match matching: exact, weak, lists and *', () => {
  expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
  expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
  expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true);
  expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
  expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
  expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
});

test('a file snapshot is the same object while the file is unchanged, and the new text right after a change of the same size', async () => {
  const file = path.join(dir, 'config.json');
  await writeFile(file, '{"v":1}');
  const snapshot = fileSnapshot(file, (text) => JSON.parse(text) as { v: number });
  const first = await snapshot.current();
  expect(await snapshot.current()).toBe(first);
  // Within the same clock tick as the read: size and mtime may be unchanged, the text is not.
  await writeFile(file, '{"v":2}');
  expect(await snapshot.current()).toEqual({ v: 2 });
  await expect(fileSnapshot(path.join(dir, 'missing.json'), JSON.parse).current()).rejects.toThrow(/ENOENT/);
});

test('under load a file snapshot looks at the file once per window; a quiet server at every call', async () => {
  const file = path.join(dir, 'busy.json');
  await writeFile(file, '{"v":1}');
  let clock = 0;
  const snapshot = fileSnapshot(file, (text) => JSON.parse(text) as { v: number }, { busy: 3, shareMs: 100, now: () => clock });
  expect(await snapshot.current()).toEqual({ v: 1 });
  await writeFile(file, '{"v":2}');
  // Calls 2 and 3 of the window still look; from the 4th on, the window's value is kept.
  expect(await snapshot.current()).toEqual({ v: 2 });
  await writeFile(file, '{"v":3}');
  expect(await snapshot.current()).toEqual({ v: 3 });
  await writeFile(file, '{"v":4}');
  expect(await snapshot.current()).toEqual({ v: 3 });
  clock = 100;
  expect(await snapshot.current()).toEqual({ v: 4 });
});

test("page requests in flight when a remote's check is due share one ssr-manifest fetch", async () => {
  let ssrManifestFetches = 0;
  const files: Record<string, string> = {
    'http://m.test/v1/server/ssr-manifest.json': JSON.stringify({ file: 'routes.0123456789.cjs', version: '1', shared: [] }),
    'http://m.test/v1/server/routes.0123456789.cjs': 'module.exports = { default: function Routes() { return null; } };',
  };
  const fetchImpl = (async (url: string) => {
    if (url.endsWith('ssr-manifest.json')) ssrManifestFetches += 1;
    await new Promise((resolve) => setTimeout(resolve, 10));
    return url in files ? new Response(files[url]) : new Response('no', { status: 404 });
  }) as unknown as typeof fetch;
  const bundles = createRemoteBundles({ ttlMs: 0, fetchImpl });
  const loaded = await Promise.all(Array.from({ length: 8 }, () => bundles.get('http://m.test/v1/mf-manifest.json')));
  expect(ssrManifestFetches).toBe(1);
  expect(new Set(loaded).size).toBe(1);
  // Checked again once due (ttl 0 here): the same deployment, the same bundle object.
  expect(await bundles.get('http://m.test/v1/mf-manifest.json')).toBe(loaded[0]);
  expect(ssrManifestFetches).toBe(2);
});
