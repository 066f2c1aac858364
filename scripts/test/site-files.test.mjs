// robots.txt and sitemap.xml: built by the marketing remote, served at the shell's root.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer } from '../lib/static-server.mjs';
import { createSiteFiles } from '../lib/site-files.mjs';
import { robotsTxt, sitemapXml } from '../../mfe-marketing/build/seo-files.mjs';

let dir;
let remote;
let shell;
let config;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'site-files-'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><!--runtime-config--></head></html>');
  await writeFile(path.join(dir, 'robots.txt'), robotsTxt());
  await writeFile(path.join(dir, 'sitemap.xml'), sitemapXml([{ path: '/' }, { path: '/training/corportate' }]));
  remote = await startStaticServer({ root: dir, port: 0, cors: true });
  config = { apiUrl: 'http://api.test', remotes: { mfe_marketing: `${remote.url}/mf-manifest.json` } };
  shell = await startStaticServer({ root: dir, port: 0, spa: true, runtimeConfig: async () => config, siteFiles: createSiteFiles('mfe_marketing') });
});
after(async () => {
  await shell.close();
  await remote.close();
  await rm(dir, { recursive: true, force: true });
});

test('the shell serves the remote robots.txt at its root, naming its own sitemap', async () => {
  const response = await fetch(`${shell.url}/robots.txt`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type'), /^text\/plain/);
  const text = await response.text();
  assert.match(text, /Disallow: \/lms/);
  assert.ok(text.includes(`Sitemap: ${shell.url}/sitemap.xml`), text);
});

test('the sitemap lists the public routes with absolute URLs on the shell origin', async () => {
  const response = await fetch(`${shell.url}/sitemap.xml`);
  assert.match(response.headers.get('content-type'), /^application\/xml/);
  const xml = await response.text();
  assert.ok(xml.includes(`<loc>${shell.url}/</loc>`));
  assert.ok(xml.includes(`<loc>${shell.url}/training/corportate</loc>`));
  assert.ok(!xml.includes('{{SITE_ORIGIN}}'));
});

test('a copy is cached for the TTL, then fetched again; a dead remote or an unknown file gives null', async () => {
  let clock = 0;
  let calls = 0;
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (url, init) => {
    calls += 1;
    return realFetch(url, init);
  };
  try {
    const siteFile = createSiteFiles('mfe_marketing', { ttlMs: 1000, now: () => clock });
    const cfg = { remotes: { mfe_marketing: `${remote.url}/mf-manifest.json` } };
    assert.match(await siteFile('/robots.txt', cfg, 'https://site.example'), /Sitemap: https:\/\/site.example\/sitemap.xml/);
    clock = 999;
    await siteFile('/robots.txt', cfg, 'https://site.example');
    assert.equal(calls, 1, 'served from the cache within the TTL');
    clock = 1000;
    await siteFile('/robots.txt', cfg, 'https://site.example');
    assert.equal(calls, 2, 'fetched again after the TTL');

    const dead = { remotes: { mfe_marketing: 'http://127.0.0.1:9/mf-manifest.json' } };
    assert.equal(await siteFile('/sitemap.xml', dead, 'https://site.example'), null);
    assert.equal(await siteFile('/other.txt', cfg, 'https://site.example'), null);
  } finally {
    globalThis.fetch = realFetch;
  }
});

test('without the remote the files are a plain 404', async () => {
  const saved = config;
  config = { apiUrl: 'http://api.test', remotes: {} };
  try {
    assert.equal((await fetch(`${shell.url}/sitemap.xml`)).status, 404);
  } finally {
    config = saved;
  }
});
