/** @jest-environment node */
import { createMappedFetch, parseRemoteFetchMap, rewriteUrl } from '../../server/remote-fetch-map';

const COMPOSE_MAP = 'http://localhost:3001=http://mfe-marketing:8080 http://localhost:3002=http://mfe-lms:8080';

test('parses space-separated public=internal pairs, normalised, longest prefix first', () => {
  expect(parseRemoteFetchMap('')).toEqual([]);
  expect(parseRemoteFetchMap(undefined)).toEqual([]);
  expect(parseRemoteFetchMap(`  ${COMPOSE_MAP}\n`)).toEqual([
    { from: 'http://localhost:3001', to: 'http://mfe-marketing:8080' },
    { from: 'http://localhost:3002', to: 'http://mfe-lms:8080' },
  ]);
  expect(parseRemoteFetchMap('HTTP://CDN.example:80/=http://a:8080 https://cdn.example/assets/=http://b:8080/x/')).toEqual([
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
  ] as const) {
    expect(() => parseRemoteFetchMap(bad)).toThrow(message);
    expect(() => parseRemoteFetchMap(bad)).toThrow(/^REMOTE_FETCH_MAP/);
  }
});

test('rewrites a URL under a public prefix to the internal one, at path boundaries only', () => {
  const map = parseRemoteFetchMap(`${COMPOSE_MAP} http://localhost:3001/special=http://other:9000`);
  const base = 'http://localhost:3001/mfe-marketing/0.1.0';
  expect(rewriteUrl(`${base}/server/ssr-manifest.json`, map)).toBe('http://mfe-marketing:8080/mfe-marketing/0.1.0/server/ssr-manifest.json');
  expect(rewriteUrl(new URL('http://LOCALHOST:3002/mfe-lms/0.1.0/mf-manifest.json?v=1'), map)).toBe('http://mfe-lms:8080/mfe-lms/0.1.0/mf-manifest.json?v=1');
  expect(rewriteUrl('http://localhost:3001/special/a.cjs', map)).toBe('http://other:9000/a.cjs');
  expect(rewriteUrl('http://localhost:3001/specialist', map)).toBe('http://mfe-marketing:8080/specialist');
  // Not under a mapped prefix: unchanged (a CDN the server reaches as browsers do).
  expect(rewriteUrl('http://localhost:30010/x', map)).toBe('http://localhost:30010/x');
  expect(rewriteUrl('https://localhost:3001/x', map)).toBe('https://localhost:3001/x');
  expect(rewriteUrl('https://cdn.example/mfe-lms/mf-manifest.json', map)).toBe('https://cdn.example/mfe-lms/mf-manifest.json');
  expect(rewriteUrl('not a url', map)).toBe('not a url');
});

test('the mapped fetch sends requests to the internal URL and leaves init alone', async () => {
  const calls: Array<[string, RequestInit | undefined]> = [];
  const fake = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push([input instanceof Request ? input.url : String(input), init]);
    return new Response('{}');
  }) as typeof fetch;
  const mapped = createMappedFetch(parseRemoteFetchMap(COMPOSE_MAP), fake);
  const init = { signal: AbortSignal.timeout(1000) };
  await mapped('http://localhost:3001/mfe-marketing/0.1.0/mf-manifest.json', init);
  await mapped(new Request('http://localhost:3002/mfe-lms/0.1.0/mf-manifest.json'));
  await mapped('https://cdn.example/x.js');
  expect(calls.map(([url]) => url)).toEqual([
    'http://mfe-marketing:8080/mfe-marketing/0.1.0/mf-manifest.json',
    'http://mfe-lms:8080/mfe-lms/0.1.0/mf-manifest.json',
    'https://cdn.example/x.js',
  ]);
  expect(calls[0]?.[1]).toBe(init);
  expect(createMappedFetch([], fake)).toBe(fake); // no map: the plain fetch
});
