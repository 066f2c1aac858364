// Response headers of the nginx configuration the images use: cache, CORS, CSP, compression,
// SPA fallback, the inlined runtime config, robots.txt/sitemap.xml through the shell. Pages come
// from the shell renderer (renderer.spec.ts), or from the shell's own nginx when it is down.
import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loadPageServer } from '../../scripts/lib/page-server.mjs';
import { COMPOSE_FALLBACK_URL, COMPOSE_SHELL_URL, PORTS, smokeEnvs } from './compose-env';

// The loader's hash as the build that nginx's templates came from computed it.
const PRERENDERED_SCRIPT_HASHES: readonly string[] = loadPageServer().PRERENDERED_SCRIPT_HASHES;

const NO_CACHE = 'no-cache';
// A page from the renderer (docs/decisions/013-html-caching.md): a shared cache may keep it a minute.
const PUBLIC_PAGE = 'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROTLI = existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
const remote = (port: number) => `http://127.0.0.1:${port}`;

function directives(csp = ''): (name: string) => string[] {
  const map: Record<string, string[]> = Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values];
      }),
  );
  return (name) => map[name] ?? [];
}

test("the shell page: the renderer's shared-cache policy (nginx's own page: no-cache), the runtime config inlined, a CSP naming the remotes, the API, YouTube, Razorpay and the loader", async ({
  request,
}) => {
  const envs = smokeEnvs();
  // The page from the renderer, and the page the shell's nginx rendered at start (its renderer
  // down): the same headers, set once, by nginx.
  for (const base of [COMPOSE_SHELL_URL, COMPOSE_FALLBACK_URL]) {
    const response = await request.get(`${base}/`);
    expect(response.status(), base).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toMatch(/^text\/html/);
    // The renderer's page may be kept by a CDN for a minute; the page nginx rendered at start
    // (its renderer down) is revalidated every time.
    expect(headers['cache-control'], base).toBe(base === COMPOSE_SHELL_URL ? PUBLIC_PAGE : NO_CACHE);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const csp = directives(headers['content-security-policy']);
    expect(csp('default-src')).toEqual(["'self'"]);
    // The only inline scripts that run are the renderer's fixed ones (the loader, the session
    // hint and swap of decision 012), each allowed by its hash.
    // Razorpay's Standard Checkout (decision 107): exactly its script, frame and API origins.
    expect(csp('script-src')).toEqual([
      "'self'",
      remote(PORTS.marketing),
      remote(PORTS.lms),
      remote(PORTS.admin),
      'https://checkout.razorpay.com',
      ...PRERENDERED_SCRIPT_HASHES,
    ]);
    expect(csp('connect-src')).toEqual(expect.arrayContaining(["'self'", remote(PORTS.api), remote(PORTS.marketing), remote(PORTS.lms), remote(PORTS.admin)]));
    expect(csp('connect-src').filter((o) => o.includes('razorpay'))).toEqual(['https://api.razorpay.com', 'https://lumberjack.razorpay.com']);
    // Course pictures come from the API.
    expect(csp('img-src')).toEqual(["'self'", 'data:', remote(PORTS.marketing), remote(PORTS.lms), remote(PORTS.admin), remote(PORTS.api)]);
    expect(csp('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://api.razorpay.com', 'https://checkout.razorpay.com']);
    // No 'unsafe-inline' or 'unsafe-eval' for scripts. Styles need it (styled-components
    // inserts <style> at run time).
    expect(csp('script-src').join(' ')).not.toMatch(/unsafe/);
    expect(csp('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp('object-src')).toEqual(["'none'"]);
    expect(csp('frame-ancestors')).toEqual(["'none'"]);

    const html = await response.text();
    const inlined = /<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(html);
    const expectedConfig = {
      apiUrl: envs.shell.API_URL,
      remotes: { mfe_marketing: envs.shell.MFE_MARKETING_URL, mfe_lms: envs.shell.MFE_LMS_URL, mfe_admin: envs.shell.MFE_ADMIN_URL },
      // The portal in both session variants (decision 012): nginx writes the entry as given, the
      // page server as parsed (with its module).
      routes: {
        '/lms': expect.objectContaining({ remote: 'mfe_lms', render: 'session' }),
        '/admin': expect.objectContaining({ remote: 'mfe_admin', header: 'staff' }),
      },
    };
    expect(JSON.parse(inlined?.[1] ?? 'null'), base).toEqual(expectedConfig);
    expect(html).not.toContain('<!--runtime-config-->');
    const config = await request.get(`${base}/runtime-config.json`);
    expect(config.headers()['cache-control']).toBe(NO_CACHE);
    expect(config.headers()['content-type']).toMatch(/^application\/json/);
    // The same config, written as the page server or nginx keeps it.
    expect(await config.json(), base).toEqual(expectedConfig);
  }

  // The page rendered at start has static preload hints: the shell's bootstrap chunk and the
  // route's remote manifest and entry.
  const html = await (await request.get(`${COMPOSE_FALLBACK_URL}/`)).text();
  expect(html).toMatch(/<link rel="preload" as="script" href="\/bootstrap\.[0-9a-f]+\.js">/);
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${envs.shell.MFE_MARKETING_URL}">`);
});

test('SPA fallback of the pages rendered at start: deep links get the page (portal links with the portal hints), missing files a 404', async ({ request }) => {
  const envs = smokeEnvs();
  for (const deep of ['/courses/sap-mm', '/lms', '/lms/course/1']) {
    const response = await request.get(`${COMPOSE_FALLBACK_URL}${deep}`);
    expect(response.status(), deep).toBe(200);
    expect(response.headers()['cache-control']).toBe(NO_CACHE);
    const html = await response.text();
    expect(html).toContain('id="runtime-config"');
    const hinted = deep.startsWith('/lms') ? envs.shell.MFE_LMS_URL : envs.shell.MFE_MARKETING_URL;
    expect(html, deep).toContain(`href="${hinted}"`);
  }
  for (const base of [COMPOSE_SHELL_URL, COMPOSE_FALLBACK_URL]) {
    const missing = await request.get(`${base}/no-such-file.js`);
    expect(missing.status()).toBe(404);
    // The shell's renderer (dist/server) is not a browser file.
    expect((await request.get(`${base}/server/render.cjs`)).status()).toBe(404);
    const index = await request.get(`${base}/index.html`);
    expect(await index.text()).toContain('id="runtime-config"');
  }
});

test('shell assets: content-hashed files immutable and precompressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const main = /src="(\/main\.[0-9a-f]{10}\.js)"/.exec(html)?.[1] ?? '/main.js';
  const br = await request.get(main, { headers: { 'accept-encoding': 'br' } });
  expect(br.status()).toBe(200);
  expect(br.headers()['cache-control']).toBe(IMMUTABLE);
  expect(br.headers()['content-encoding']).toBe(BROTLI ? 'br' : undefined);
  const gz = await request.get(main, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(gz.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(gz.headers()['content-security-policy']).toBeTruthy();
});

test('remotes: versioned folders with CORS, manifest and entry no-cache, chunks immutable', async ({ request }) => {
  const envs = smokeEnvs();
  for (const [name, manifestUrl] of [
    ['marketing', envs.shell.MFE_MARKETING_URL],
    ['lms', envs.shell.MFE_LMS_URL],
  ] as const) {
    expect(manifestUrl, name).toMatch(/\/mfe-(marketing|lms)\/\d+\.\d+\.\d+\/mf-manifest\.json$/);
    const manifest = await request.get(manifestUrl, { headers: { origin: COMPOSE_SHELL_URL } });
    expect(manifest.status(), name).toBe(200);
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    expect(manifest.headers()['cache-control']).toBe(NO_CACHE);
    const body = await manifest.json();
    const entry = await request.get(new URL(body.metaData.remoteEntry.name, manifestUrl).href);
    expect(entry.status()).toBe(200);
    expect(entry.headers()['cache-control']).toBe(NO_CACHE);
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
    const exposed = body.exposes[0].assets.js.sync[0] as string;
    const chunk = await request.get(new URL(exposed, manifestUrl).href, { headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.status()).toBe(200);
    expect(chunk.headers()['cache-control']).toBe(IMMUTABLE);
    expect(chunk.headers()['access-control-allow-origin']).toBe('*');
    expect(chunk.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    // A remote's standalone page and anything outside its folders are not served.
    expect((await request.get(new URL('index.html', manifestUrl).href)).status()).toBe(404);
    expect((await request.get(`${new URL(manifestUrl).origin}/`)).status()).toBe(404);
  }
});

test('robots.txt and sitemap.xml at the site root come from the marketing remote with the site origin', async ({ request }) => {
  for (const file of ['/robots.txt', '/sitemap.xml']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=300');
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
    const text = await response.text();
    expect(text).not.toContain('{{SITE_ORIGIN}}');
    expect(text).toContain(COMPOSE_SHELL_URL);
  }
});

test('health checks: /healthz on every app and the renderer, the API on PostgreSQL with CORS for the shell', async ({ request }) => {
  for (const port of [PORTS.shell, PORTS.shellFallback, PORTS.renderer, PORTS.marketing, PORTS.lms]) {
    expect((await request.get(`${remote(port)}/healthz`)).status()).toBe(200);
  }
  const health = await request.get(`${remote(PORTS.api)}/health`, { headers: { origin: COMPOSE_SHELL_URL } });
  expect(await health.json()).toMatchObject({ status: 'ok', driver: 'postgres' });
  expect(health.headers()['access-control-allow-origin']).toBe(COMPOSE_SHELL_URL);
});
