/** @jest-environment node */
// The page server's pipeline (server/app.ts) and a remote's origin (server/remote-server.ts),
// against a fake build in a temp folder.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from 'mfe-shared';
import { startPageServer } from '../../server/app';
import { runtimeConfigFromFile } from '../../server/runtime-config-file';
import { inlinePrerendered, inlineRuntimeConfig } from '../../server/page-html';
import { startRemoteServer } from '../../server/remote-server';
import { PRERENDERED_SCRIPT_HASHES, START_AFTER_PAINT_CSP_HASH } from '../../server/start-after-paint';
import { sessionHintTag } from '../../server/session-variants';
import { cacheControlFor, type RunningServer } from '../../server/static-files';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

let dir: string;
let shell: RunningServer;
let remote: RunningServer;
let config: RuntimeConfig = { apiUrl: 'http://api.test', remotes: { mfe_lms: 'http://l.test/mf-manifest.json' } };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'page-server-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dir, 'main.0123456789.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var x');
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'server', 'render.cjs'), 'module.exports = {}');
  shell = await startPageServer({ root: dir, port: 0, runtimeConfig: async () => config });
  remote = await startRemoteServer({ root: dir, port: 0 });
});
afterAll(async () => {
  await shell.close();
  await remote.close();
  await rm(dir, { recursive: true, force: true });
});

test('content-hashed files are immutable; everything else is revalidated', () => {
  expect(cacheControlFor('/d/main.0123456789.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/d/main.0123456789.js.br')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('/d/remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('/d/mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('/d/index.html')).toBe('no-cache');
});

test('the runtime config is inlined as inert JSON that cannot close its script tag', () => {
  const html = inlineRuntimeConfig('<head><!--runtime-config--></head>', { apiUrl: 'http://x', remotes: { a: 'http://y/</script><script>alert(1)' } });
  expect(html).toContain('<script id="runtime-config" type="application/json">');
  expect(html).not.toContain('</script><script>alert(1)');
});

test('a deep link gets index.html with the current runtime config (SPA fallback)', async () => {
  const response = await fetch(`${shell.url}/training/individual`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain('"mfe_lms":"http://l.test/mf-manifest.json"');

  config = { ...config, remotes: { mfe_lms: 'http://moved.test/mf-manifest.json' } };
  expect(await (await fetch(`${shell.url}/`)).text()).toContain('http://moved.test/mf-manifest.json'); // no restart needed
  const json = (await (await fetch(`${shell.url}/runtime-config.json`)).json()) as RuntimeConfig;
  expect(json.remotes.mfe_lms).toBe('http://moved.test/mf-manifest.json');
});

test('a missing file is a 404, not the page', async () => {
  const response = await fetch(`${shell.url}/missing.0123456789.js`);
  expect(response.status).toBe(404);
});

test('a remote sends CORS headers and no SPA fallback', async () => {
  const entry = await fetch(`${remote.url}/remoteEntry.js`);
  expect(entry.headers.get('access-control-allow-origin')).toBe('*');
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect((await fetch(`${remote.url}/some/page`)).status).toBe(404);
  const asset = await fetch(`${remote.url}/main.0123456789.js`);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
});

test('a prerendered page goes into #root, marked for hydration, its head tags before the config', () => {
  const template = '<head><title>SAP Academy</title><!--runtime-config--></head><body><div id="root"></div></body>';
  const html = inlinePrerendered(template, {
    head: '<title>About $& X</title><style data-styled="true">.a{}</style>',
    body: '<header>H</header><main><h1>$& $1 About</h1></main>',
  });
  expect(html).toBe(
    `<head>${sessionHintTag()}<title>About $& X</title><style data-styled="true">.a{}</style><!--runtime-config--></head><body><div id="root" data-prerendered><header>H</header><main><h1>$& $1 About</h1></main></div></body>`,
  );
  // A page without its own title keeps the template's.
  expect(inlinePrerendered(template, { head: '', body: '<p>Loading...</p>' })).toContain('<title>SAP Academy</title>');
  expect(() => inlinePrerendered('<body></body>', { head: '', body: '' })).toThrow(/no <div id="root"><\/div>/);
});

test('the shell serves the prerendered page with its status, and the client-rendered page when prerendering fails', async () => {
  const prerendered = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    prerender: async ({ pathname, origin }) => {
      if (pathname === '/broken') throw new Error('remote down');
      return { head: '', body: `<h1>${pathname} at ${origin}</h1>`, status: pathname === '/nope' ? 404 : 200, complete: false };
    },
  });
  try {
    const ok = await fetch(`${prerendered.url}/about?utm_source=x`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(new RegExp(`<div id="root" data-prerendered><h1>/about at ${prerendered.url}</h1></div>`));
    expect((await fetch(`${prerendered.url}/nope`)).status).toBe(404);
    const broken = await fetch(`${prerendered.url}/broken`);
    expect(broken.status).toBe(200);
    expect(await broken.text()).toMatch(/<div id="root"><\/div>/);
  } finally {
    await prerendered.close();
  }
});

test('preload hints: link tags for a page that needs its scripts to paint, inert JSON for a complete one', async () => {
  const hints = [
    { href: '/bootstrap.0123456789.js', as: 'script' as const },
    { href: 'http://m.test/mf-manifest.json', as: 'fetch' as const },
  ];
  const server = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    preloadHints: async () => hints,
    prerender: async ({ pathname }) => ({ head: '', body: '<p>x</p>', status: 200, complete: !pathname.startsWith('/lms') }),
  });
  try {
    const publicPage = await (await fetch(`${server.url}/about`)).text();
    expect(publicPage).not.toContain('<link rel="preload"');
    expect(publicPage).toContain(`<script id="preload-after-paint" type="application/json">${JSON.stringify(hints)}</script>`);
    const portal = await (await fetch(`${server.url}/lms`)).text();
    expect(portal).toContain(
      '<link rel="preload" as="script" href="/bootstrap.0123456789.js"><link rel="preload" as="fetch" crossorigin="anonymous" href="http://m.test/mf-manifest.json">',
    );
    expect(portal).not.toContain('preload-after-paint');
  } finally {
    await server.close();
  }
});

test('pages are sent compressed when the browser accepts it', async () => {
  const response = await fetch(`${shell.url}/about`, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers.get('content-encoding')).toBe('br');
  expect(response.headers.get('vary')).toBe('Accept-Encoding');
  expect(await response.text()).toMatch(/<div id="root"><\/div>/); // fetch decodes it
  const plain = await fetch(`${shell.url}/about`, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers.get('content-encoding')).toBeNull();
});

test("the shell does not serve its own server build; a remote serves its (the shell's renderer fetches it)", async () => {
  expect((await fetch(`${shell.url}/server/render.cjs`)).status).toBe(404);
  expect((await fetch(`${remote.url}/server/render.cjs`)).status).toBe(200);
});

test('every response carries the security headers and the CSP of the runtime config it names', async () => {
  config = { apiUrl: 'http://api.test:4000/', remotes: { mfe_marketing: 'http://m.test:3001/v/mf-manifest.json', mfe_lms: 'http://l.test/mf-manifest.json' } };
  for (const file of ['/about', '/main.0123456789.js', '/runtime-config.json', '/missing.js']) {
    const headers = (await fetch(`${shell.url}${file}`)).headers;
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://l.test http://m.test:3001 https://checkout.razorpay.com;");
    expect(csp).toContain("img-src 'self' data: http://l.test http://m.test:3001 http://api.test:4000;");
  }
  // No prerendering here, so no page starts with the loader: its hash is not allowed.
  expect((await fetch(`${shell.url}/`)).headers.get('content-security-policy')).not.toContain(START_AFTER_PAINT_CSP_HASH);
});

test('a server that prerenders allows the loader by its hash; an unusable runtime config lets nothing run', async () => {
  let broken = false;
  const server = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => (broken ? { apiUrl: 'not a url', remotes: {} } : config),
    prerender: async () => ({ head: '', body: '<main>x</main>', status: 200, complete: true }),
  });
  try {
    expect((await fetch(`${server.url}/`)).headers.get('content-security-policy')).toContain(
      `https://checkout.razorpay.com ${PRERENDERED_SCRIPT_HASHES.join(' ')};`,
    );
    broken = true;
    expect((await fetch(`${server.url}/main.0123456789.js`)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  } finally {
    await server.close();
  }
});

test("npm start's config file carries the route map as served, and a bad map fails the page rather than the browser (decision 010)", async () => {
  const file = path.join(dir, 'runtime-config.json');
  const read = runtimeConfigFromFile(file);
  const remotes = { mfe_marketing: 'http://m.test/mf-manifest.json', mfe_admin: 'http://a.test/mf-manifest.json' };
  await writeFile(file, JSON.stringify({ apiUrl: 'http://api.test', remotes, routes: { '/admin': 'mfe_admin' } }));
  const server = await startPageServer({ root: dir, port: 0, runtimeConfig: read });
  try {
    const served = (await (await fetch(`${server.url}/runtime-config.json`)).json()) as RuntimeConfig;
    expect(served.routes).toEqual({ '/admin': { remote: 'mfe_admin', module: './routes', render: 'client' } });
    expect(await (await fetch(`${server.url}/admin`)).text()).toContain('"routes":{"/admin":{"remote":"mfe_admin"');

    await writeFile(file, JSON.stringify({ apiUrl: 'http://api.test', remotes, routes: { '/lms': 'mfe_lms' } }));
    await expect(read()).rejects.toThrow('runtime config: route "/lms" names remote mfe_lms, which is not in remotes');
    expect((await fetch(`${server.url}/lms`)).status).toBe(500);
  } finally {
    await server.close();
  }
});
