import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SHELL_DIST, rendererSettings, startShellRenderer } from '../lib/shell-renderer.mjs';
import { START_AFTER_PAINT_CSP_HASH } from '../lib/start-after-paint.mjs';
import { repoRoot } from '../lib/paths.mjs';

// A stand-in for shell/dist/server/render.cjs: renders the origin it was given and what it
// fetched from the remote through the fetch it was created with.
const FAKE_RENDERER = `module.exports = { createRenderer: ({ fetchImpl }) => ({
  async render({ pathname, config, origin }) {
    if (pathname === '/boom') throw new Error('boom');
    const response = await fetchImpl(new URL('server/ssr-manifest.json', config.remotes.mfe_marketing).href);
    return { head: '<link rel="canonical" href="' + origin + pathname + '"/>', body: '<h1>' + (await response.text()) + '</h1>', status: pathname === '/missing' ? 404 : 200, complete: true };
  },
}) };`;
// Never resolves: only the fetch map can make the renderer reach the remote.
const PUBLIC = 'http://remote.invalid:3001';
const ENV = { MFE_MARKETING_URL: `${PUBLIC}/m/mf-manifest.json`, MFE_LMS_URL: 'http://lms.invalid/l/mf-manifest.json', API_URL: 'http://api.invalid/' };

let dir;
let internal;
let renderer;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shell-renderer-'));
  await mkdir(path.join(dir, 'server'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><title>x</title><!--runtime-config--></head><body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>');
  await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  await writeFile(path.join(dir, 'server', 'render.cjs'), FAKE_RENDERER);
  internal = createServer((request, response) => {
    if (request.url === '/m/server/ssr-manifest.json') return response.end('fetched internally');
    if (request.url === '/m/mf-manifest.json') {
      return response.end(JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: [], shared: [] }));
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise((resolve) => internal.listen(0, '127.0.0.1', resolve));
  const settings = rendererSettings({ ...ENV, PORT: '1', HOST: '127.0.0.1', SHELL_DIST: dir, REMOTE_FETCH_MAP: `${PUBLIC}=http://127.0.0.1:${internal.address().port}` });
  renderer = await startShellRenderer({ ...settings, port: 0 });
});
after(async () => {
  await renderer?.close();
  internal?.close();
  await rm(dir, { recursive: true, force: true });
});

test('settings: the defaults, and the runtime config the shell nginx renders from the same variables', () => {
  const settings = rendererSettings(ENV);
  assert.equal(settings.port, 8080);
  assert.equal(settings.host, '0.0.0.0');
  assert.equal(settings.shellDist, DEFAULT_SHELL_DIST);
  assert.deepEqual(settings.fetchMap, []);
  assert.deepEqual(settings.runtimeConfig, {
    apiUrl: 'http://api.invalid',
    remotes: { mfe_marketing: ENV.MFE_MARKETING_URL, mfe_lms: ENV.MFE_LMS_URL },
  });
});

test('settings: PAYMENT_CHECKOUT_URL, when set, joins the runtime config as paymentCheckoutUrl (decision 107)', () => {
  const url = 'http://127.0.0.1:4149/v1/checkout.js';
  assert.equal(rendererSettings({ ...ENV, PAYMENT_CHECKOUT_URL: url }).runtimeConfig.paymentCheckoutUrl, url);
  assert.equal('paymentCheckoutUrl' in rendererSettings({ ...ENV, PAYMENT_CHECKOUT_URL: '' }).runtimeConfig, false);
  assert.throws(() => rendererSettings({ ...ENV, PAYMENT_CHECKOUT_URL: 'javascript:alert(1)' }), /PAYMENT_CHECKOUT_URL must be/);
});

test('settings: every bad variable is named in one error', () => {
  assert.throws(
    () => rendererSettings({ MFE_MARKETING_URL: 'javascript:alert(1)', MFE_LMS_URL: 'http://x/"><script>', PORT: '99999', REMOTE_FETCH_MAP: 'http://a' }),
    (error) => ['MFE_MARKETING_URL must be', 'MFE_LMS_URL contains', 'API_URL is required', 'PORT must be', 'REMOTE_FETCH_MAP:'].every((m) => error.message.includes(m)),
  );
});

test('the service refuses a bad environment with exit code 78 and says why', () => {
  const result = spawnSync(process.execPath, [path.join(repoRoot, 'scripts', 'serve-shell-renderer.mjs')], {
    env: { PATH: process.env.PATH, ...ENV, REMOTE_FETCH_MAP: 'http://localhost:3001' },
    encoding: 'utf8',
  });
  assert.equal(result.status, 78);
  assert.match(result.stderr, /REMOTE_FETCH_MAP: "http:\/\/localhost:3001" is not a public=internal pair/);
});

test('a dist without the server renderer is refused (it would serve only client-rendered pages)', async () => {
  await assert.rejects(startShellRenderer({ ...rendererSettings(ENV), port: 0, shellDist: path.join(dir, 'server') }), /no server\/render\.cjs/);
});

test('GET /healthz answers ok', async () => {
  const response = await fetch(`${renderer.url}/healthz`);
  assert.equal(response.status, 200);
  assert.equal(await response.text(), 'ok\n');
});

test('a page: rendered with the remote fetched through the map, browser-facing URLs in the HTML, the origin from the proxy', async () => {
  const response = await fetch(`${renderer.url}/courses`, { headers: { host: 'renderer:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'academy.example' } });
  assert.equal(response.status, 200);
  const html = await response.text();
  assert.match(html, /<div id="root" data-prerendered><h1>fetched internally<\/h1><\/div>/);
  assert.ok(html.includes('<link rel="canonical" href="https://academy.example/courses"/>'));
  assert.ok(html.includes(`"mfe_marketing":"${ENV.MFE_MARKETING_URL}"`));
  // Preload hints came from the remote's manifest (fetched through the map), named as browsers reach it.
  assert.ok(html.includes(`{"href":"${PUBLIC}/m/remoteEntry.js","as":"script"}`), 'hints from the mapped manifest');
  assert.ok(!html.includes('127.0.0.1'), 'no internal address in the page');
  assert.ok(html.includes(`<script data-src="/main.0123456789.js">`), 'the inline loader of a complete page');
});

test('without forwarded headers the origin is the Host the request came with', async () => {
  const html = await (await fetch(`${renderer.url}/`)).text();
  assert.ok(html.includes(`<link rel="canonical" href="${renderer.url}/"/>`));
});

test('an unknown route keeps its 404; a failed render is the client-rendered page', async () => {
  assert.equal((await fetch(`${renderer.url}/missing`)).status, 404);
  const failed = await fetch(`${renderer.url}/boom`);
  assert.equal(failed.status, 200);
  const html = await failed.text();
  assert.ok(html.includes('<div id="root"></div>'));
  assert.ok(html.includes('<script defer src="/main.0123456789.js"></script>'));
});

test("the shell nginx's CSP hash file (deploy/nginx) is the inline loader's hash", async () => {
  const file = await readFile(path.join(repoRoot, 'deploy', 'nginx', 'start-after-paint.csp-hash'), 'utf8');
  const values = file.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  assert.deepEqual(values, [START_AFTER_PAINT_CSP_HASH], 'the loader changed: regenerate the file (the command is in it)');
});
