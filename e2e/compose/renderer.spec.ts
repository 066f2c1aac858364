// The shell renderer behind the shell's nginx (docs/decisions/006 and 301): public pages arrive
// as complete HTML through nginx, with nginx's headers and a CSP that lets the page's loader run;
// an unknown route keeps the renderer's 404; with the renderer down, nginx serves its own
// client-rendered pages and the site still works.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { loadPageServer } from '../../scripts/lib/page-server.mjs';
import { HYDRATED_REMOTE, watchConsole } from '../support/page-guards';
import { NOT_FOUND_HEADING, PUBLIC_ROUTES, type PublicRouteEntry } from '../support/public-routes';
import { COMPOSE_FALLBACK_URL, COMPOSE_SHELL_URL, PORTS, smokeEnvs } from './compose-env';

// The loader's hash as the build that nginx's templates came from computed it.
const START_AFTER_PAINT_CSP_HASH = loadPageServer().START_AFTER_PAINT_CSP_HASH;

const CSP_PROBLEM = /Content Security Policy|Refused to/i;
// The page server's policies, passed through by nginx (docs/decisions/013-html-caching.md).
const PUBLIC_PAGE = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';
const NOT_FOUND_PAGE = 'public, max-age=0, must-revalidate, s-maxage=60';
const PRIVATE_PAGE = 'private, no-cache';
const html = (text: string) => text.replace(/&/g, '&amp;');
function route(path: string): PublicRouteEntry {
  const found = PUBLIC_ROUTES.find((r) => r.path === path);
  if (!found) throw new Error(`${path} is not a public route`);
  return found;
}

test('a public page through nginx is complete HTML for the site origin, with the loader allowed by the CSP', async ({ request }) => {
  const { path, heading } = route('/training/individual');
  const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['cache-control']).toBe(PUBLIC_PAGE);
  expect(headers['content-security-policy']).toContain(START_AFTER_PAINT_CSP_HASH);
  // Compressed once, by the renderer; nginx's headers once, not the renderer's as well.
  expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  const body = await response.text();
  expect(body).toContain('<div id="root" data-prerendered>');
  expect(body).toContain(`>${html(heading)}</h1>`);
  // nginx passed the visitor's Host: canonical URLs name the site, not the renderer.
  expect(body).toContain(`<link rel="canonical" href="${COMPOSE_SHELL_URL}${path}"/>`);
  expect(body).toContain('<script data-src="/main.');
  // The inline loader the page carries is the one the CSP allows (its hash, from the same build).
  const loader = /<script data-src="[^"]+">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
  expect(`'sha256-${createHash('sha256').update(loader).digest('base64')}'`).toBe(START_AFTER_PAINT_CSP_HASH);

  // Each header once, whether the renderer compressed the page or not.
  for (const encoding of ['br, gzip', 'identity']) {
    const again = await request.get(path, { headers: { 'accept-encoding': encoding } });
    const names = again.headersArray().map((h) => h.name.toLowerCase());
    for (const name of ['vary', 'cache-control', 'etag', 'content-security-policy', 'x-content-type-options', 'content-type']) {
      expect(
        names.filter((n) => n === name),
        `${name} (${encoding})`,
      ).toHaveLength(1);
    }
  }
});

test("the page server's own security headers are the ones nginx sends in their place (one module, decision 007)", async ({ request }) => {
  const viaNginx = (await request.get('/about')).headers();
  const direct = (await request.get(`http://127.0.0.1:${PORTS.renderer}/about`)).headers();
  for (const name of [
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
    'permissions-policy',
  ]) {
    expect(direct[name], name).toBeTruthy();
    expect(viaNginx[name], name).toBe(direct[name]);
  }
});

test('the renderer reached the marketing remote at its internal address (REMOTE_FETCH_MAP)', async ({ request }) => {
  const envs = smokeEnvs();
  await request.get('/about');
  // nginx logs one JSON object per request (decision 116).
  const log = (await readFile(envs.marketingInternal.NGINX_ACCESS_LOG, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { method: string; uri: string; status: number; request_id: string });
  const folder = new URL('.', envs.renderer.MFE_MARKETING_URL).pathname;
  expect(log).toContainEqual(
    expect.objectContaining({ method: 'GET', uri: `${folder}server/ssr-manifest.json`, status: 200, request_id: expect.stringMatching(/^[0-9a-f]{32}$/) }),
  );
  expect(log).toContainEqual(expect.objectContaining({ method: 'GET', uri: `${folder}mf-manifest.json`, status: 200 }));
  // The page names the remote as browsers reach it.
  const body = await (await request.get('/about')).text();
  expect(body).toContain(envs.shell.MFE_MARKETING_URL);
  expect(body).not.toContain(`:${envs.marketingInternal.LISTEN_PORT}/`);
});

test('one request id from nginx to the renderer: the caller’s when plausible, in the answer and in nginx’s JSON access log; /metrics is not reachable through the site', async ({
  request,
}) => {
  const envs = smokeEnvs();
  for (const id of ['compose-rid-0001', 'compose-rid-0002']) {
    // The second is a proxy-cache HIT: it still answers with its own id.
    const response = await request.get('/courses', { headers: { 'x-request-id': id } });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-request-id']).toBe(id);
  }
  const made = await request.get('/courses', { headers: { 'x-request-id': 'not an id' } });
  expect(made.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  const metrics = await request.get('/metrics');
  expect(metrics.status()).toBe(404);
  await expect
    .poll(async () => {
      const lines = (await readFile(envs.shell.NGINX_ACCESS_LOG, 'utf8')).trim().split('\n');
      return lines.map((line) => JSON.parse(line) as { request_id: string; uri: string; status: number }).filter((line) => line.uri === '/courses');
    })
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ request_id: 'compose-rid-0001', status: 200 }),
        expect.objectContaining({ request_id: 'compose-rid-0002', status: 200 }),
        expect.objectContaining({ request_id: made.headers()['x-request-id'] }),
      ]),
    );
});

test('in the browser the page hydrates, with no CSP violation and no console error', async ({ page }) => {
  const consoleLog = watchConsole(page);
  const { path, heading } = route('/');
  await page.goto(path);
  await page.locator(HYDRATED_REMOTE).first().waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(consoleLog.messages.filter((m) => CSP_PROBLEM.test(m.text))).toEqual([]);
  expect(consoleLog.errors()).toEqual([]);
});

test("an unknown route is the site's Not-found page with status 404, through nginx", async ({ request }) => {
  const response = await request.get('/no/such/page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-security-policy']).toContain(START_AFTER_PAINT_CSP_HASH);
  expect(response.headers()['cache-control']).toBe(NOT_FOUND_PAGE);
  const body = await response.text();
  expect(body).toContain(NOT_FOUND_HEADING);
  expect(body).toContain('<meta name="robots" content="noindex"/>');
});

test("nginx's proxy cache keeps public pages (the second request is a HIT, per encoding) and never the portal's", async ({ request }) => {
  // A query string of its own: a page no other test asked for, so the first request is a MISS.
  const path = `/about?cache-test=${Date.now()}`;
  for (const encoding of ['br, gzip', 'gzip', 'identity']) {
    const first = await request.get(path, { headers: { 'accept-encoding': encoding } });
    expect(first.headers()['x-cache-status'], encoding).toBe('MISS');
    const second = await request.get(path, { headers: { 'accept-encoding': encoding } });
    expect(second.headers()['x-cache-status'], encoding).toBe('HIT');
    expect(second.headers()['cache-control']).toBe(PUBLIC_PAGE);
    expect(second.headers()['etag']).toBe(first.headers()['etag']);
    expect(await second.text()).toBe(await first.text());
  }
  // Any spelling of the same preference is the same cache entry.
  expect((await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })).headers()['x-cache-status']).toBe('HIT');

  // A browser's revalidation: nginx answers 304 from its cache, with no body.
  const etag = (await request.get(path, { headers: { 'accept-encoding': 'br' } })).headers()['etag'] as string;
  const revalidated = await request.get(path, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
  expect(revalidated.status()).toBe(304);
  expect((await revalidated.body()).length).toBe(0);

  // The portal is nobody's to share: private, and never stored.
  for (let i = 0; i < 2; i += 1) {
    const portal = await request.get('/lms?action=login', { headers: { 'accept-encoding': 'br' } });
    expect(portal.status()).toBe(200);
    expect(portal.headers()['cache-control']).toBe(PRIVATE_PAGE);
    expect(portal.headers()['x-cache-status']).not.toBe('HIT');
  }
  // Files keep nginx's own rules.
  expect((await request.get('/runtime-config.json')).headers()['cache-control']).toBe('no-cache');
});

test('with the renderer down, nginx serves its client-rendered pages (200) and the site works', async ({ page, request }) => {
  for (const path of ['/', '/training/individual', '/no/such/page', '/lms']) {
    const response = await request.get(`${COMPOSE_FALLBACK_URL}${path}`);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    expect(body, path).toContain('<div id="root"></div>');
    expect(body, path).toContain('id="runtime-config"');
  }
  const consoleLog = watchConsole(page);
  const { heading } = route('/training/individual');
  await page.goto(`${COMPOSE_FALLBACK_URL}/training/individual`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await page.goto(`${COMPOSE_FALLBACK_URL}/lms?action=login`);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(consoleLog.messages.filter((m) => CSP_PROBLEM.test(m.text))).toEqual([]);
  expect(consoleLog.errors()).toEqual([]);
});
