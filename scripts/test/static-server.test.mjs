import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, inlineRuntimeConfig, startStaticServer } from '../lib/static-server.mjs';

let dir;
let shell;
let remote;
let config = { apiUrl: 'http://api.test', remotes: { mfe_lms: 'http://l.test/mf-manifest.json' } };

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'static-server-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<html><head><!--runtime-config--></head><body></body></html>');
  await writeFile(path.join(dir, 'main.0123456789.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var x');
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
