import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createMappedFetch, parseRemoteFetchMap, rewriteUrl } from '../lib/remote-fetch-map.mjs';

const COMPOSE_MAP = 'http://localhost:3001=http://mfe-marketing:8080 http://localhost:3002=http://mfe-lms:8080';

test('parses space-separated public=internal pairs, normalised, longest prefix first', () => {
  assert.deepEqual(parseRemoteFetchMap(''), []);
  assert.deepEqual(parseRemoteFetchMap(undefined), []);
  assert.deepEqual(parseRemoteFetchMap(`  ${COMPOSE_MAP}\n`), [
    { from: 'http://localhost:3001', to: 'http://mfe-marketing:8080' },
    { from: 'http://localhost:3002', to: 'http://mfe-lms:8080' },
  ]);
  assert.deepEqual(parseRemoteFetchMap('HTTP://CDN.example:80/=http://a:8080 https://cdn.example/assets/=http://b:8080/x/'), [
    { from: 'https://cdn.example/assets', to: 'http://b:8080/x' },
    { from: 'http://cdn.example', to: 'http://a:8080' },
  ]);
});

test('refuses what is not a pair of http(s) origins or prefixes, with the offending pair', () => {
  for (const [bad, message] of [
    ['http://localhost:3001', /not a public=internal pair/],
    ['http://a=http://b=http://c', /not a public=internal pair/],
    ['=http://b', /not a public=internal pair/],
    ['http://a=', /not a public=internal pair/],
    ['localhost:3001=http://b', /not an http\(s\) URL|not a URL/],
    ['ftp://a=http://b', /not an http\(s\) URL/],
    ['http://a=b', /not a URL/],
    ['http://a?x=1=http://b', /not a public=internal pair|nothing more/],
    ['http://a#x=http://b', /nothing more/],
    ['http://u:p@a=http://b', /nothing more/],
    ['http://a=http://b http://a/=http://c', /mapped twice/],
  ]) {
    assert.throws(() => parseRemoteFetchMap(bad), (error) => message.test(error.message) && error.message.startsWith('REMOTE_FETCH_MAP'), bad);
  }
});

test('rewrites a URL under a public prefix to the internal one, at path boundaries only', () => {
  const map = parseRemoteFetchMap(`${COMPOSE_MAP} http://localhost:3001/special=http://other:9000`);
  const base = 'http://localhost:3001/mfe-marketing/0.1.0';
  assert.equal(rewriteUrl(`${base}/server/ssr-manifest.json`, map), 'http://mfe-marketing:8080/mfe-marketing/0.1.0/server/ssr-manifest.json');
  assert.equal(rewriteUrl(new URL('http://LOCALHOST:3002/mfe-lms/0.1.0/mf-manifest.json?v=1'), map), 'http://mfe-lms:8080/mfe-lms/0.1.0/mf-manifest.json?v=1');
  assert.equal(rewriteUrl('http://localhost:3001/special/a.cjs', map), 'http://other:9000/a.cjs');
  assert.equal(rewriteUrl('http://localhost:3001/specialist', map), 'http://mfe-marketing:8080/specialist');
  // Not under a mapped prefix: unchanged (a CDN the server reaches as browsers do).
  assert.equal(rewriteUrl('http://localhost:30010/x', map), 'http://localhost:30010/x');
  assert.equal(rewriteUrl('https://localhost:3001/x', map), 'https://localhost:3001/x');
  assert.equal(rewriteUrl('https://cdn.example/mfe-lms/mf-manifest.json', map), 'https://cdn.example/mfe-lms/mf-manifest.json');
  assert.equal(rewriteUrl('not a url', map), 'not a url');
});

test('the mapped fetch sends requests to the internal URL and leaves init alone', async () => {
  const calls = [];
  const fake = async (input, init) => {
    calls.push([input instanceof Request ? input.url : input, init]);
    return new Response('{}');
  };
  const mapped = createMappedFetch(parseRemoteFetchMap(COMPOSE_MAP), fake);
  const init = { signal: AbortSignal.timeout(1000) };
  await mapped('http://localhost:3001/mfe-marketing/0.1.0/mf-manifest.json', init);
  await mapped(new Request('http://localhost:3002/mfe-lms/0.1.0/mf-manifest.json'));
  await mapped('https://cdn.example/x.js');
  assert.deepEqual(calls.map(([url]) => url), [
    'http://mfe-marketing:8080/mfe-marketing/0.1.0/mf-manifest.json',
    'http://mfe-lms:8080/mfe-lms/0.1.0/mf-manifest.json',
    'https://cdn.example/x.js',
  ]);
  assert.equal(calls[0][1], init);
  assert.equal(createMappedFetch([], fake), fake, 'no map: the plain fetch');
});
