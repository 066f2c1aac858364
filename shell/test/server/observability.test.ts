/** @jest-environment node */
// The page server's logs, request ids and metrics (decision 116): JSON log lines under
// the caller's X-Request-Id, which every answer returns and the site-data call carries to the API;
// prerender failures logged (once a minute per page) and counted; GET /metrics only with the
// token, its figures moving as pages are served.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from 'mfe-shared';
import { startPageServer } from '../../server/app';
import { countingManifestFailures, createPageMetrics } from '../../server/page-metrics';
import { withSiteData, type Prerender } from '../../server/prerender';
import { createSiteDataSource } from '../../server/site-data';
import type { RunningServer } from '../../server/static-files';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

const TOKEN = 'page-metrics-token-0123456789';
const config: RuntimeConfig = { apiUrl: 'http://api.test', remotes: { mfe_marketing: 'http://m.test/mf-manifest.json' } };
const PAGE = { html: '<main data-remote="mfe_marketing"><h1>About us</h1></main>', head: '<title>About</title>', status: 200, complete: true };

let dir: string;
let server: RunningServer;
const lines: Array<Record<string, unknown>> = [];
const metrics = createPageMetrics();
let failRender = false;
let siteDataCalls: Array<Record<string, string>> = [];

const siteData = createSiteDataSource({
  fetchImpl: (async (_url: string, init?: RequestInit) => {
    siteDataCalls.push({ ...(init?.headers as Record<string, string>) });
    return new Response(JSON.stringify({ version: '1', settings: {}, courses: [] }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch,
  warn: () => undefined,
});
const render = async () => {
  if (failRender) throw new Error('ssr-manifest.json: HTTP 503');
  return PAGE as never;
};
const prerender: Prerender = withSiteData(render, siteData);

const metricValue = async (name: string, labels: string) => {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && l.includes(labels));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'page-observability-'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
  await mkdir(path.join(dir, 'server'));
  server = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config,
    prerender,
    log: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) } },
    metrics,
    metricsToken: TOKEN,
  });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  lines.length = 0;
  siteDataCalls = [];
  failRender = false;
});

test('a page answers with the caller’s request id, and the site-data call to the API carries it', async () => {
  const response = await fetch(`${server.url}/about`, { headers: { 'x-request-id': 'nginx-7f3a9c1e2b' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('x-request-id')).toBe('nginx-7f3a9c1e2b');
  expect(siteDataCalls.at(-1)?.['x-request-id']).toBe('nginx-7f3a9c1e2b');
});

test('an id that is not plausible is replaced with a new one, never echoed', async () => {
  const response = await fetch(`${server.url}/about`, { headers: { 'x-request-id': 'bad id <script>' } });
  expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  const file = await fetch(`${server.url}/no-such-file.js`);
  expect(file.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

test('a prerender failure is logged as JSON under the request id, once a minute per page, and counted', async () => {
  const before = await metricValue('page_prerender_failures_total', '');
  failRender = true;
  for (const id of ['req-failure-0001', 'req-failure-0002']) {
    const response = await fetch(`${server.url}/contact`, { headers: { 'x-request-id': id } });
    // The page still works: client-rendered, never cached by anyone.
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  }
  const warnings = lines.filter((line) => line.msg === 'prerender failed; the page is sent client-rendered');
  expect(warnings).toEqual([
    expect.objectContaining({
      level: 40,
      reqId: 'req-failure-0001',
      pathname: '/contact',
      err: expect.objectContaining({ message: 'ssr-manifest.json: HTTP 503' }),
    }),
  ]);
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
  expect(Number(/^page_prerender_failures_total (\S+)$/m.exec(text)?.[1])).toBe(before + 2);
});

test('GET /metrics: 401 without the token; the request and stored-page figures move with pages served', async () => {
  for (const authorization of [undefined, 'Bearer wrong-wrong-wrong-wrong-00', TOKEN]) {
    const response = await fetch(`${server.url}/metrics`, { headers: authorization ? { authorization } : {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ detail: 'Metrics need the METRICS_TOKEN bearer token.' });
  }
  const pages = await metricValue('http_request_duration_seconds_count', 'kind="page",status_code="200"');
  const hits = await metricValue('page_store_total', 'result="hit"');
  await fetch(`${server.url}/events`);
  await fetch(`${server.url}/events`);
  expect(await metricValue('http_request_duration_seconds_count', 'kind="page",status_code="200"')).toBe(pages + 2);
  // The second /events was sent from the bytes stored for the first.
  expect(await metricValue('page_store_total', 'result="hit"')).toBeGreaterThanOrEqual(hits + 1);
  await fetch(`${server.url}/missing.css`);
  expect(await metricValue('http_request_duration_seconds_count', 'kind="file",status_code="404"')).toBeGreaterThanOrEqual(1);
});

test('failed manifest fetches are counted by manifest, other fetches are not', async () => {
  const counted = createPageMetrics();
  const answers: Record<string, () => Promise<Response>> = {
    'http://m.test/mf-manifest.json': async () => new Response('{}', { status: 503 }),
    'http://m.test/server/ssr-manifest.json': async () => {
      throw new TypeError('fetch failed');
    },
    'http://api.test/site-data': async () => new Response('{}', { status: 500 }),
  };
  const fetchImpl = countingManifestFailures((async (url: string) => answers[url]!()) as typeof fetch, counted);
  await fetchImpl('http://m.test/mf-manifest.json');
  await expect(fetchImpl('http://m.test/server/ssr-manifest.json')).rejects.toThrow('fetch failed');
  await fetchImpl('http://api.test/site-data');
  const text = await counted.registry.metrics();
  expect(text).toMatch(/^page_remote_manifest_failures_total\{manifest="browser"\} 1$/m);
  expect(text).toMatch(/^page_remote_manifest_failures_total\{manifest="ssr"\} 1$/m);
});
