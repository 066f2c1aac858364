import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, inlinePrerendered, inlineRuntimeConfig, startStaticServer } from '../lib/static-server.mjs';

let dir;
let shell;
let remote;
let config = { apiUrl: 'http://api.test', remotes: { mfe_lms: 'http://l.test/mf-manifest.json' } };

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
  await writeFile(path.join(dir, 'main.0123456789.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var x');
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'server', 'render.cjs'), 'module.exports = {}');
  shell = await startStaticServer({ root: dir, port: 0, spa: true, runtimeConfig: async () => config });
  remote = await startStaticServer({ root: dir, port: 0, cors: true });
});
after(async () => {
  await shell.close();
  await remote.close();
  await rm(dir, { recursive: true, force: true });
});

test('content-hashed files are immutable; everything else is revalidated', () => {
  assert.equal(cacheControlFor('/d/main.0123456789.js'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/d/main.0123456789.js.br'), 'public, max-age=31536000, immutable');
  assert.equal(cacheControlFor('/d/remoteEntry.js'), 'no-cache');
  assert.equal(cacheControlFor('/d/mf-manifest.json'), 'no-cache');
  assert.equal(cacheControlFor('/d/index.html'), 'no-cache');
});

test('the runtime config is inlined as inert JSON that cannot close its script tag', () => {
  const html = inlineRuntimeConfig('<head><!--runtime-config--></head>', { apiUrl: 'http://x', remotes: { a: 'http://y/</script><script>alert(1)' } });
  assert.ok(html.includes('<script id="runtime-config" type="application/json">'));
  assert.ok(!html.includes('</script><script>alert(1)'));
});

test('a deep link gets index.html with the current runtime config (SPA fallback)', async () => {
  const response = await fetch(`${shell.url}/training/individual`);
  assert.equal(response.status, 200);
  assert.equal(response.headers.get('cache-control'), 'no-cache');
  const html = await response.text();
  assert.ok(html.includes('"mfe_lms":"http://l.test/mf-manifest.json"'));

  config = { ...config, remotes: { mfe_lms: 'http://moved.test/mf-manifest.json' } };
  assert.ok((await (await fetch(`${shell.url}/`)).text()).includes('http://moved.test/mf-manifest.json'), 'no restart needed');
  const json = await (await fetch(`${shell.url}/runtime-config.json`)).json();
  assert.equal(json.remotes.mfe_lms, 'http://moved.test/mf-manifest.json');
});

test('a missing file is a 404, not the page', async () => {
  const response = await fetch(`${shell.url}/missing.0123456789.js`);
  assert.equal(response.status, 404);
});

test('a remote sends CORS headers and no SPA fallback', async () => {
  const entry = await fetch(`${remote.url}/remoteEntry.js`);
  assert.equal(entry.headers.get('access-control-allow-origin'), '*');
  assert.equal(entry.headers.get('cache-control'), 'no-cache');
  assert.equal((await fetch(`${remote.url}/some/page`)).status, 404);
  const asset = await fetch(`${remote.url}/main.0123456789.js`);
  assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
});

test('a prerendered page goes into #root, marked for hydration, its head tags before the config', () => {
  const template = '<head><title>SAP Academy</title><!--runtime-config--></head><body><div id="root"></div></body>';
  const html = inlinePrerendered(template, { head: '<title>About $& X</title><style data-styled="true">.a{}</style>', body: '<header>H</header><main><h1>$& $1 About</h1></main>', status: 200 });
  assert.equal(html, '<head><title>About $& X</title><style data-styled="true">.a{}</style><!--runtime-config--></head><body><div id="root" data-prerendered><header>H</header><main><h1>$& $1 About</h1></main></div></body>');
  // A page without its own title keeps the template's.
  assert.ok(inlinePrerendered(template, { head: '', body: '<p>Loading...</p>', status: 200 }).includes('<title>SAP Academy</title>'));
  assert.throws(() => inlinePrerendered('<body></body>', { head: '', body: '', status: 200 }), /no <div id="root"><\/div>/);
});

test('the shell serves the prerendered page with its status, and the client-rendered page when prerendering fails', async () => {
  const prerendered = await startStaticServer({
    root: dir,
    port: 0,
    spa: true,
    runtimeConfig: async () => config,
    prerender: async ({ pathname, origin }) => {
      if (pathname === '/broken') throw new Error('remote down');
      return { head: '', body: `<h1>${pathname} at ${origin}</h1>`, status: pathname === '/nope' ? 404 : 200 };
    },
  });
  try {
    const ok = await fetch(`${prerendered.url}/about?utm_source=x`);
    assert.equal(ok.status, 200);
    assert.match(await ok.text(), new RegExp(`<div id="root" data-prerendered><h1>/about at ${prerendered.url}</h1></div>`));
    assert.equal((await fetch(`${prerendered.url}/nope`)).status, 404);
    const broken = await fetch(`${prerendered.url}/broken`);
    assert.equal(broken.status, 200);
    assert.match(await broken.text(), /<div id="root"><\/div>/);
  } finally {
    await prerendered.close();
  }
});

test('preload hints: link tags for a page that needs its scripts to paint, inert JSON for a complete one', async () => {
  const hints = [{ href: '/bootstrap.0123456789.js', as: 'script' }, { href: 'http://m.test/mf-manifest.json', as: 'fetch' }];
  const server = await startStaticServer({
    root: dir,
    port: 0,
    spa: true,
    runtimeConfig: async () => config,
    preloadHints: async () => hints,
    prerender: async ({ pathname }) => ({ head: '', body: '<p>x</p>', status: 200, complete: !pathname.startsWith('/lms') }),
  });
  try {
    const publicPage = await (await fetch(`${server.url}/about`)).text();
    assert.ok(!publicPage.includes('<link rel="preload"'));
    assert.ok(publicPage.includes(`<script id="preload-after-paint" type="application/json">${JSON.stringify(hints)}</script>`));
    const portal = await (await fetch(`${server.url}/lms`)).text();
    assert.ok(portal.includes('<link rel="preload" as="script" href="/bootstrap.0123456789.js"><link rel="preload" as="fetch" crossorigin="anonymous" href="http://m.test/mf-manifest.json">'));
    assert.ok(!portal.includes('preload-after-paint'));
  } finally {
    await server.close();
  }
});

test('pages are sent compressed when the browser accepts it', async () => {
  const response = await fetch(`${shell.url}/about`, { headers: { 'accept-encoding': 'br' } });
  assert.equal(response.headers.get('content-encoding'), 'br');
  assert.equal(response.headers.get('vary'), 'Accept-Encoding');
  assert.match(await response.text(), /<div id="root"><\/div>/); // fetch decodes it
  const plain = await fetch(`${shell.url}/about`, { headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers.get('content-encoding'), null);
});

test("the shell does not serve its own server build; a remote serves its (the shell's renderer fetches it)", async () => {
  assert.equal((await fetch(`${shell.url}/server/render.cjs`)).status, 404);
  assert.equal((await fetch(`${remote.url}/server/render.cjs`)).status, 200);
});
