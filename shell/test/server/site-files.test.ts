/** @jest-environment node */
// robots.txt and sitemap.xml: built by the marketing remote, served at the shell's root.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig, SiteData } from 'mfe-shared';
import { robotsTxt, sitemapXml } from '../../../mfe-marketing/build/seo-files.mjs';
import { startPageServer } from '../../server/app';
import { startRemoteServer } from '../../server/remote-server';
import { coursePagePaths } from '../../server/shell-server';
import { createSiteFiles, withSitemapPaths } from '../../server/site-files';
import type { RunningServer } from '../../server/static-files';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

let dir: string;
let remote: RunningServer;
let shell: RunningServer;
let config: RuntimeConfig;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-files-'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><!--runtime-config--></head></html>');
  await writeFile(path.join(dir, 'robots.txt'), robotsTxt());
  await writeFile(path.join(dir, 'sitemap.xml'), sitemapXml([{ path: '/' }, { path: '/training/corportate' }]));
  remote = await startRemoteServer({ root: dir, port: 0 });
  config = { apiUrl: 'http://api.test', remotes: { mfe_marketing: `${remote.url}/mf-manifest.json` } };
  shell = await startPageServer({ root: dir, port: 0, runtimeConfig: async () => config, siteFiles: createSiteFiles('mfe_marketing') });
});
afterAll(async () => {
  await shell.close();
  await remote.close();
  await rm(dir, { recursive: true, force: true });
});

test('the shell serves the remote robots.txt at its root, naming its own sitemap', async () => {
  const response = await fetch(`${shell.url}/robots.txt`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/Disallow: \/lms/);
  expect(text).toContain(`Sitemap: ${shell.url}/sitemap.xml`);
});

test('the sitemap lists the public routes with absolute URLs on the shell origin', async () => {
  const response = await fetch(`${shell.url}/sitemap.xml`);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml).toContain(`<loc>${shell.url}/</loc>`);
  expect(xml).toContain(`<loc>${shell.url}/training/corportate</loc>`);
  expect(xml).not.toContain('{{SITE_ORIGIN}}');
});

test('a copy is cached for the TTL, then fetched again; a dead remote or an unknown file gives null', async () => {
  let clock = 0;
  let calls = 0;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls += 1;
    return realFetch(url, init);
  };
  try {
    const siteFile = createSiteFiles('mfe_marketing', { ttlMs: 1000, now: () => clock });
    const cfg = { apiUrl: 'http://api.test', remotes: { mfe_marketing: `${remote.url}/mf-manifest.json` } };
    expect(await siteFile('/robots.txt', cfg, 'https://site.example')).toMatch(/Sitemap: https:\/\/site.example\/sitemap.xml/);
    clock = 999;
    await siteFile('/robots.txt', cfg, 'https://site.example');
    expect(calls).toBe(1); // served from the cache within the TTL
    clock = 1000;
    await siteFile('/robots.txt', cfg, 'https://site.example');
    expect(calls).toBe(2); // fetched again after the TTL

    const dead = { apiUrl: 'http://api.test', remotes: { mfe_marketing: 'http://127.0.0.1:9/mf-manifest.json' } };
    expect(await siteFile('/sitemap.xml', dead, 'https://site.example')).toBeNull();
    expect(await siteFile('/other.txt', cfg, 'https://site.example')).toBeNull();
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('the server reaches the remote through the fetch it is given (the fetch map)', async () => {
  const asked: string[] = [];
  const siteFile = createSiteFiles('mfe_marketing', {
    fetchImpl: async (url: RequestInfo | URL) => {
      asked.push(url instanceof Request ? url.url : url.toString());
      return new Response('Sitemap: {{SITE_ORIGIN}}/sitemap.xml');
    },
  });
  expect(
    await siteFile('/robots.txt', { apiUrl: 'http://api.test', remotes: { mfe_marketing: 'http://public.test/m/mf-manifest.json' } }, 'https://site.example'),
  ).toBe('Sitemap: https://site.example/sitemap.xml');
  expect(asked).toEqual(['http://public.test/m/robots.txt']);
});

test('without the remote the files are a plain 404', async () => {
  const saved = config;
  config = { apiUrl: 'http://api.test', remotes: {} };
  try {
    expect((await fetch(`${shell.url}/sitemap.xml`)).status).toBe(404);
  } finally {
    config = saved;
  }
});

test('the sitemap lists every published course page from the site data (decision 211), escaped, on the site origin', async () => {
  const asked: string[] = [];
  const siteFile = createSiteFiles('mfe_marketing', {
    sitemapPaths: async (cfg) => {
      asked.push(cfg.apiUrl);
      return coursePagePaths({
        version: '1',
        settings: {} as SiteData['settings'],
        courses: [{ slug: 'sap-mm' }, { slug: 'sap-fico' }] as SiteData['courses'],
        events: [],
        testimonials: [],
      });
    },
  });
  const cfg = { apiUrl: 'http://api.test', remotes: { mfe_marketing: `${remote.url}/mf-manifest.json` } };
  const sitemap = (await siteFile('/sitemap.xml', cfg, 'https://site.example'))!;
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([
    'https://site.example/',
    'https://site.example/training/corportate',
    'https://site.example/courses/sap-mm',
    'https://site.example/courses/sap-fico',
  ]);
  expect(sitemap.trimEnd().endsWith('</urlset>')).toBe(true);
  expect(asked).toEqual(['http://api.test']);
  // robots.txt is not the sitemap: no course lines there.
  expect(await siteFile('/robots.txt', cfg, 'https://site.example')).not.toContain('/courses/');
  // Before the API ever answered, no course page is listed (the fixed pages still are).
  expect(coursePagePaths(null)).toEqual([]);
  expect(withSitemapPaths('<urlset>\n</urlset>\n', ['/courses/a&b'], 'https://site.example')).toContain('<loc>https://site.example/courses/a&amp;b</loc>');
});
