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
  expect(headers['cache-control']).toBe('no-cache');
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
    for (const name of ['vary', 'cache-control', 'content-security-policy', 'x-content-type-options', 'content-type']) {
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
  const log = await readFile(envs.marketingInternal.NGINX_ACCESS_LOG, 'utf8');
  const folder = new URL('.', envs.renderer.MFE_MARKETING_URL).pathname;
  expect(log).toContain(`GET ${folder}server/ssr-manifest.json`);
  expect(log).toContain(`GET ${folder}mf-manifest.json`);
  // The page names the remote as browsers reach it.
  const body = await (await request.get('/about')).text();
  expect(body).toContain(envs.shell.MFE_MARKETING_URL);
  expect(body).not.toContain(`:${envs.marketingInternal.LISTEN_PORT}/`);
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
  expect(response.headers()['cache-control']).toBe('no-cache');
  const body = await response.text();
  expect(body).toContain(NOT_FOUND_HEADING);
  expect(body).toContain('<meta name="robots" content="noindex"/>');
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
