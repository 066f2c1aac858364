/** @jest-environment node */
// The page server as the renderer image runs it (server/settings.ts, shell-server.ts, main.ts):
// settings from the environment, the renderer loaded from the dist, remotes reached through the
// fetch map, the origin from the proxy in front.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EX_CONFIG, main } from '../../server/main';
import { DEFAULT_SHELL_DIST, pageServerSettings } from '../../server/settings';
import { startShellServer } from '../../server/shell-server';
import type { RunningServer } from '../../server/static-files';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

// A stand-in for dist/server/render.cjs: renders the origin it was given and what it
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

let dir: string;
let internal: Server;
let renderer: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shell-server-'));
  await mkdir(path.join(dir, 'server'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<html><head><title>x</title><!--runtime-config--></head><body><div id="root"></div><script defer src="/main.0123456789.js"></script></body></html>',
  );
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
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  const settings = pageServerSettings({
    ...ENV,
    PORT: '1',
    HOST: '127.0.0.1',
    SHELL_DIST: dir,
    REMOTE_FETCH_MAP: `${PUBLIC}=http://127.0.0.1:${(internal.address() as AddressInfo).port}`,
  });
  renderer = await startShellServer({ ...settings, port: 0, runtimeConfig: async () => settings.runtimeConfig, trustProxy: true, log: false });
});
afterAll(async () => {
  await renderer?.close();
  internal?.close();
  await rm(dir, { recursive: true, force: true });
});

test('settings: the defaults, and the runtime config the shell nginx renders from the same variables', () => {
  const settings = pageServerSettings(ENV);
  expect(settings.port).toBe(8080);
  expect(settings.host).toBe('0.0.0.0');
  expect(settings.shellDist).toBe(DEFAULT_SHELL_DIST);
  expect(settings.fetchMap).toEqual([]);
  expect(settings.extraConnectSrc).toEqual([]);
  expect(settings.runtimeConfig).toEqual({
    apiUrl: 'http://api.invalid',
    remotes: { mfe_marketing: ENV.MFE_MARKETING_URL, mfe_lms: ENV.MFE_LMS_URL },
  });
});

test('settings: PAYMENT_CHECKOUT_URL, when set, joins the runtime config as paymentCheckoutUrl (decision 107)', () => {
  const url = 'http://127.0.0.1:4149/v1/checkout.js';
  expect(pageServerSettings({ ...ENV, PAYMENT_CHECKOUT_URL: url }).runtimeConfig.paymentCheckoutUrl).toBe(url);
  expect('paymentCheckoutUrl' in pageServerSettings({ ...ENV, PAYMENT_CHECKOUT_URL: '' }).runtimeConfig).toBe(false);
  expect(() => pageServerSettings({ ...ENV, PAYMENT_CHECKOUT_URL: 'javascript:alert(1)' })).toThrow(/PAYMENT_CHECKOUT_URL must be/);
});

test('settings: MFE_ADMIN_URL, when set, joins the remotes and the route map mounts it on /admin (decision 010)', () => {
  expect(pageServerSettings(ENV).runtimeConfig.routes).toBeUndefined();
  const { runtimeConfig } = pageServerSettings({ ...ENV, MFE_ADMIN_URL: 'http://admin.invalid/a/mf-manifest.json' });
  expect(runtimeConfig.remotes.mfe_admin).toBe('http://admin.invalid/a/mf-manifest.json');
  expect(runtimeConfig.routes).toEqual({
    '/lms': { remote: 'mfe_lms', module: './routes', render: 'session' },
    '/admin': { remote: 'mfe_admin', module: './routes', render: 'client', header: 'staff' },
  });
  expect(() => pageServerSettings({ ...ENV, MFE_ADMIN_URL: 'admin:3003' })).toThrow(/MFE_ADMIN_URL must be an http\(s\) URL/);
});

test('settings: CSP_EXTRA_CONNECT_SRC, as the shell nginx takes it (space-separated URLs)', () => {
  expect(pageServerSettings({ ...ENV, CSP_EXTRA_CONNECT_SRC: ' https://a.example https://b.example/x ' }).extraConnectSrc).toEqual([
    'https://a.example',
    'https://b.example/x',
  ]);
  expect(() => pageServerSettings({ ...ENV, CSP_EXTRA_CONNECT_SRC: "https://a.example 'unsafe-eval'" })).toThrow(/CSP_EXTRA_CONNECT_SRC must be/);
});

test('settings: every bad variable is named in one error', () => {
  let message = '';
  try {
    pageServerSettings({ MFE_MARKETING_URL: 'javascript:alert(1)', MFE_LMS_URL: 'http://x/"><script>', PORT: '99999', REMOTE_FETCH_MAP: 'http://a' });
  } catch (error) {
    message = (error as Error).message;
  }
  for (const m of ['MFE_MARKETING_URL must be', 'MFE_LMS_URL contains', 'API_URL is required', 'PORT must be', 'REMOTE_FETCH_MAP:'])
    expect(message).toContain(m);
});

test('the service refuses a bad environment with exit code 78 and says why', async () => {
  const exits: number[] = [];
  const errors: string[] = [];
  await main(
    { ...ENV, REMOTE_FETCH_MAP: 'http://localhost:3001' },
    { exit: (code) => void exits.push(code), error: (m) => void errors.push(m), log: () => {} },
  );
  expect(exits).toEqual([EX_CONFIG]);
  expect(EX_CONFIG).toBe(78);
  expect(errors.join('\n')).toMatch(/REMOTE_FETCH_MAP: "http:\/\/localhost:3001" is not a public=internal pair/);
});

test('a dist without the server renderer is refused (it would serve only client-rendered pages)', async () => {
  const settings = pageServerSettings(ENV);
  await expect(
    startShellServer({ ...settings, port: 0, shellDist: path.join(dir, 'server'), runtimeConfig: async () => settings.runtimeConfig }),
  ).rejects.toThrow(/no server\/render\.cjs/);
});

test('GET /healthz answers ok', async () => {
  const response = await fetch(`${renderer.url}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.text()).toBe('ok\n');
});

test('a page: rendered with the remote fetched through the map, browser-facing URLs in the HTML, the origin from the proxy', async () => {
  const response = await fetch(`${renderer.url}/courses`, {
    headers: { host: 'renderer:8080', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'academy.example' },
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<div id="root" data-prerendered><h1>fetched internally<\/h1><\/div>/);
  expect(html).toContain('<link rel="canonical" href="https://academy.example/courses"/>');
  expect(html).toContain(`"mfe_marketing":"${ENV.MFE_MARKETING_URL}"`);
  // Preload hints came from the remote's manifest (fetched through the map), named as browsers reach it.
  expect(html).toContain(`{"href":"${PUBLIC}/m/remoteEntry.js","as":"script"}`);
  expect(html).not.toContain('127.0.0.1'); // no internal address in the page
  expect(html).toContain(`<script data-src="/main.0123456789.js">`); // the inline loader of a complete page
  // The CSP names the remotes as browsers reach them, too.
  expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' http://lms.invalid ${PUBLIC} `);
});

test('without forwarded headers the origin is the Host the request came with', async () => {
  const html = await (await fetch(`${renderer.url}/`)).text();
  expect(html).toContain(`<link rel="canonical" href="${renderer.url}/"/>`);
});

test('an unknown route keeps its 404; a failed render is the client-rendered page', async () => {
  expect((await fetch(`${renderer.url}/missing`)).status).toBe(404);
  const failed = await fetch(`${renderer.url}/boom`);
  expect(failed.status).toBe(200);
  const html = await failed.text();
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<script defer src="/main.0123456789.js"></script>');
});
