/** @jest-environment node */
// The shell's renderer (decision 006) against remote server bundles served over a stub fetch:
// the remote gets the renderer's singletons, a new deployment is picked up without a restart,
// and a bundle the shell cannot serve is refused with a clear message.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppShell } from '../../src/app/app';
import { RemoteLoaderContext, type RemoteLoader } from '../../src/features/remotes/remote-loader';
import { createRenderer, PAGE_TTL_MS } from '../../server/render/render';
import { RENDER_UNTIL_MAIN } from '../../server/render/render-page';
import { RENDER_UNTIL_SESSION_SWAP } from '../../server/session-variants';
import { AuthStoreContext, createAuthStore } from 'mfe-shared';

const MANIFEST = 'http://marketing.test/v/mf-manifest.json';
const config = { apiUrl: 'http://api.test', remotes: { mfe_marketing: MANIFEST, mfe_lms: 'http://lms.test/mf-manifest.json' } };
const ORIGIN = 'https://www.example.test';

/** A remote's server bundle as rspack-server.mjs emits it: CommonJS requiring shared packages. */
const bundle = (label: string) => `
  const React = require('react');
  const { useLocation } = require('react-router-dom');
  const { useSiteOrigin, useHttpStatus, useAuthStore } = require('mfe-shared');
  exports.__esModule = true;
  exports.default = function Routes() {
    const { pathname } = useLocation();
    const origin = useSiteOrigin();
    useHttpStatus(pathname === '/missing' ? 404 : 200);
    const status = useAuthStore((s) => s.status);
    return React.createElement('main', null,
      React.createElement('title', null, '${label} title'),
      React.createElement('h1', null, '${label} ' + origin + pathname + ' ' + status));
  };`;

function stubFetch(files: Record<string, unknown>) {
  const calls: string[] = [];
  const impl = (async (input: string | URL) => {
    const url = String(input);
    calls.push(url);
    if (!(url in files)) return new Response('Not found', { status: 404 });
    const body = files[url];
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status: 200 });
  }) as typeof fetch;
  return { impl, calls };
}

const ssrManifest = (file: string, shared = ['react', 'react-router-dom', 'mfe-shared']) => ({ file, version: '1.0.0', shared });

test('renders the shell and the remote page as one tree, with the shared router, origin and store', async () => {
  const { impl } = stubFetch({
    'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
    'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle('v1'),
  });
  const page = await createRenderer({ fetchImpl: impl }).render({ pathname: '/about', config, origin: ORIGIN });
  expect(page.status).toBe(200);
  expect(page.body).toContain('<h1>v1 https://www.example.test/about ready</h1>');
  expect(page.body).toMatch(/^<header/); // the shell's header comes first
  expect(page.head).toContain('<title>v1 title</title>');
  expect(page.head).toMatch(/<style data-styled="true"[^>]*>/);
  // The first paint waits for <main>: never a header cut off mid-list (a layout shift).
  expect(page.head.startsWith(RENDER_UNTIL_MAIN)).toBe(true);
});

test("the page's element ids are the ones the browser's hydration computes (useId: menu toggle, Radix)", async () => {
  const { impl } = stubFetch({
    'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
    'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle('v1'),
  });
  const page = await createRenderer({ fetchImpl: impl }).render({ pathname: '/about', config, origin: ORIGIN });
  // The browser hydrates #root with <App />: the same tree at the root of its own React tree.
  const pending: RemoteLoader = { load: () => new Promise(() => {}), reset: () => {} };
  const browserTree = renderToString(
    <RemoteLoaderContext.Provider value={pending}>
      <StaticRouter location="/about">
        <AppShell />
      </StaticRouter>
    </RemoteLoaderContext.Provider>,
  );
  const ids = (html: string) => [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
  expect(ids(page.body).length).toBeGreaterThan(0);
  expect(ids(page.body)).toEqual(ids(browserTree));
});

test('a new deployment of the remote is rendered once the ssr manifest names it; the old page is not served', async () => {
  const files: Record<string, unknown> = {
    'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
    'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle('v1'),
    'http://marketing.test/v/server/routes.bbbbbbbbbb.cjs': bundle('v2'),
  };
  const { impl, calls } = stubFetch(files);
  const renderer = createRenderer({ fetchImpl: impl, ttlMs: 0 });
  expect((await renderer.render({ pathname: '/', config, origin: ORIGIN })).body).toContain('v1 ');
  expect((await renderer.render({ pathname: '/', config, origin: ORIGIN })).body).toContain('v1 ');
  expect(calls.filter((c) => c.endsWith('.cjs'))).toHaveLength(1); // fetched and run once

  files['http://marketing.test/v/server/ssr-manifest.json'] = ssrManifest('routes.bbbbbbbbbb.cjs');
  expect((await renderer.render({ pathname: '/', config, origin: ORIGIN })).body).toContain('v2 ');
});

test('the 404 page says so through useHttpStatus', async () => {
  const { impl } = stubFetch({
    'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
    'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle('v1'),
  });
  expect((await createRenderer({ fetchImpl: impl }).render({ pathname: '/missing', config, origin: ORIGIN })).status).toBe(404);
});

test("a 'client' area (a remote without a server bundle: the back office) renders the header and 'Loading...' and fetches nothing", async () => {
  const { impl, calls } = stubFetch({});
  const withAdmin = { ...config, remotes: { ...config.remotes, mfe_admin: 'http://admin.test/mf-manifest.json' }, routes: { '/admin': 'mfe_admin' } };
  const page = await createRenderer({ fetchImpl: impl }).render({ pathname: '/admin/courses', config: withAdmin, origin: ORIGIN });
  expect(page.body).toContain('Loading...');
  expect(page.head).not.toContain('rel="expect"');
  expect(page.signedInBody).toBeNull();
  expect(calls).toEqual([]);
});

describe("a page behind the login ('session': the portal, by default) in both variants (decision 012)", () => {
  /** The portal's server bundle: its login page, which reads ?action= as the real one does. */
  const portalFiles = {
    'http://lms.test/server/ssr-manifest.json': ssrManifest('routes.cccccccccc.cjs', ['react', 'react-router-dom']),
    'http://lms.test/server/routes.cccccccccc.cjs': `
        const React = require('react');
        const { useSearchParams } = require('react-router-dom');
        exports.default = function Login() {
          const [params] = useSearchParams();
          return React.createElement('main', { id: 'main' }, React.createElement('title', null, 'Sign in'), React.createElement('h1', null, 'login ' + (params.get('action') || 'none')));
        };`,
  };
  const portal = () => stubFetch(portalFiles);

  test("the visitor's login page from the portal's bundle, and the signed-in shell: the portal's header and §4's 'Loading...'", async () => {
    const { impl } = portal();
    const page = await createRenderer({ fetchImpl: impl }).render({ pathname: '/lms', config, origin: ORIGIN });
    expect(page.body).toContain('<h1>login none</h1>');
    expect(page.body).toContain('Sign Up');
    expect(page.signedInBody).toContain('Loading...');
    expect(page.signedInBody).toContain('Logout');
    expect(page.signedInBody).toMatch(/aria-label="Portal"/);
    for (const visitorOnly of ['Sign Up', 'login none']) expect(page.signedInBody).not.toContain(visitorOnly);
    // The page's head is the visitor's (its title); nothing paints until the swap has run.
    expect(page.head.startsWith(RENDER_UNTIL_SESSION_SWAP)).toBe(true);
    expect(page.head).toContain('<title>Sign in</title>');
  });

  test('the query the login page reads is rendered per value', async () => {
    const { impl, calls } = portal();
    const renderer = createRenderer({ fetchImpl: impl });
    expect((await renderer.render({ pathname: '/lms', search: '?action=signup', config, origin: ORIGIN })).body).toContain('<h1>login signup</h1>');
    expect((await renderer.render({ pathname: '/lms', config, origin: ORIGIN })).body).toContain('<h1>login none</h1>');
    expect((await renderer.render({ pathname: '/lms', search: '?action=signup', config, origin: ORIGIN })).body).toContain('<h1>login signup</h1>');
    expect(calls.filter((c) => c.endsWith('.cjs'))).toHaveLength(1);
    // A query too long to be anyone's link is left out of the render and of the cache key.
    expect((await renderer.render({ pathname: '/lms', search: `?action=${'x'.repeat(300)}`, config, origin: ORIGIN })).body).toContain('<h1>login none</h1>');
  });

  test('every render reports a cache hit or a render (the page server counts them, decision 116)', async () => {
    const { impl } = stubFetch({
      ...portalFiles,
      'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
      'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle('v1'),
    });
    const seen: boolean[] = [];
    const renderer = createRenderer({ fetchImpl: impl, onCache: (hit) => seen.push(hit) });
    await renderer.render({ pathname: '/', config, origin: ORIGIN });
    await renderer.render({ pathname: '/', config, origin: ORIGIN });
    await renderer.render({ pathname: '/missing', config, origin: ORIGIN });
    await renderer.render({ pathname: '/missing', config, origin: ORIGIN });
    expect(seen).toEqual([false, true, false, true]);
  });

  test('a cached page is rendered again after a minute (a page may depend on the time), keeping the same object when nothing changed', async () => {
    // A page whose text changes from one render to the next, as the webinar card's does once the
    // webinar is over: the remote bundle counts its renders.
    const changing = `
      const React = require('react');
      let renders = 0;
      exports.__esModule = true;
      exports.default = function Routes() {
        renders += 1;
        return React.createElement('main', null, React.createElement('h1', null, 'render ' + renders));
      };`;
    const files = (code: string) =>
      stubFetch({
        ...portalFiles,
        'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
        'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': code,
      }).impl;
    let clock = 10_000_000;
    const seen: boolean[] = [];
    const changingRenderer = createRenderer({ fetchImpl: files(changing), onCache: (hit) => seen.push(hit), now: () => clock, ttlMs: 1e9 });
    const first = await changingRenderer.render({ pathname: '/about', config, origin: ORIGIN });
    expect(first.body).toContain('<h1>render 1</h1>');
    clock += PAGE_TTL_MS - 1;
    expect(await changingRenderer.render({ pathname: '/about', config, origin: ORIGIN })).toBe(first);
    clock += 1;
    expect((await changingRenderer.render({ pathname: '/about', config, origin: ORIGIN })).body).toContain('<h1>render 2</h1>');
    expect(seen).toEqual([false, true, false]);

    // The same HTML rendered again is the same object: the page server's compressed bytes stay.
    const steady = createRenderer({ fetchImpl: files(bundle('v1')), now: () => clock, ttlMs: 1e9 });
    const page = await steady.render({ pathname: '/', config, origin: ORIGIN });
    clock += PAGE_TTL_MS;
    expect(await steady.render({ pathname: '/', config, origin: ORIGIN })).toBe(page);
  });

  test("made-up query strings cannot evict the site's pages from the render cache", async () => {
    const { impl } = stubFetch({
      ...portalFiles,
      'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
      'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle('v1'),
    });
    const renderer = createRenderer({ fetchImpl: impl, cacheSize: 20 });
    const home = await renderer.render({ pathname: '/', config, origin: ORIGIN });
    for (let i = 0; i < 100; i++) await renderer.render({ pathname: '/lms', search: `?action=x${i}`, config, origin: ORIGIN });
    // The very page object the cache kept: not rendered again.
    expect(await renderer.render({ pathname: '/', config, origin: ORIGIN })).toBe(home);
    // A queried page is cached too, in its own pool.
    const signUp = await renderer.render({ pathname: '/lms', search: '?action=signup', config, origin: ORIGIN });
    expect(await renderer.render({ pathname: '/lms', search: '?action=signup', config, origin: ORIGIN })).toBe(signUp);
  });

  test("the signed-in variant's element ids are the ones a token holder's hydration computes", async () => {
    const { impl } = portal();
    const page = await createRenderer({ fetchImpl: impl }).render({ pathname: '/lms/course/3', config, origin: ORIGIN });
    // The browser's store starts 'checking' with a stored token (auth-store.ts): the tree it hydrates.
    const pending: RemoteLoader = { load: () => new Promise(() => {}), reset: () => {} };
    const browserTree = renderToString(
      <AuthStoreContext.Provider value={createAuthStore({ status: 'checking', token: 'stored' })}>
        <RemoteLoaderContext.Provider value={pending}>
          <StaticRouter location="/lms/course/3">
            <AppShell />
          </StaticRouter>
        </RemoteLoaderContext.Provider>
      </AuthStoreContext.Provider>,
    );
    const ids = (html: string) => [...html.matchAll(/aria-controls="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(page.signedInBody ?? '').length).toBeGreaterThan(0);
    expect(ids(page.signedInBody ?? '')).toEqual(ids(browserTree));
  });
});

test('a remote that needs a package the shell does not share, or that is down, is refused with a clear message', async () => {
  const needsMore = stubFetch({ 'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs', ['react', 'left-pad']) });
  await expect(createRenderer({ fetchImpl: needsMore.impl }).render({ pathname: '/', config, origin: ORIGIN })).rejects.toThrow(
    'needs shared packages the shell does not provide: left-pad',
  );
  const down = stubFetch({});
  await expect(createRenderer({ fetchImpl: down.impl }).render({ pathname: '/', config, origin: ORIGIN })).rejects.toThrow('HTTP 404');
  const badManifest = stubFetch({ 'http://marketing.test/v/server/ssr-manifest.json': { file: '../../etc/passwd', shared: [] } });
  await expect(createRenderer({ fetchImpl: badManifest.impl }).render({ pathname: '/', config, origin: ORIGIN })).rejects.toThrow('no valid "file"');
});

test('a remote page that throws while rendering fails the render (the server then sends the client-rendered page)', async () => {
  const { impl } = stubFetch({
    'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
    'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': "exports.default = function Broken() { throw new Error('boom'); };",
  });
  await expect(createRenderer({ fetchImpl: impl }).render({ pathname: '/', config, origin: ORIGIN })).rejects.toThrow('boom');
});

describe('the runtime config route map (decision 010)', () => {
  const marketing = () =>
    stubFetch({
      'http://marketing.test/v/server/ssr-manifest.json': ssrManifest('routes.aaaaaaaaaa.cjs'),
      'http://marketing.test/v/server/routes.aaaaaaaaaa.cjs': bundle('v1'),
    });
  const withAdmin = { ...config, remotes: { ...config.remotes, mfe_admin: 'http://admin.test/mf-manifest.json' } };

  test("a client-rendered mapped prefix is the shell with 'Loading...', a 200, and fetches no remote", async () => {
    const { impl, calls } = marketing();
    const page = await createRenderer({ fetchImpl: impl }).render({
      pathname: '/admin/courses',
      config: { ...withAdmin, routes: { '/lms': 'mfe_lms', '/admin': 'mfe_admin' } },
      origin: ORIGIN,
    });
    expect(page).toMatchObject({ status: 200, complete: false });
    expect(page.body).toContain('Loading...');
    expect(calls).toEqual([]);
  });

  test('the same path without the route is the public site (rendered by the marketing remote)', async () => {
    const { impl, calls } = marketing();
    const page = await createRenderer({ fetchImpl: impl }).render({ pathname: '/admin/courses', config: withAdmin, origin: ORIGIN });
    expect(page.complete).toBe(true);
    expect(page.body).toContain('<h1>v1 https://www.example.test/admin/courses ready</h1>');
    expect(calls).toContain('http://marketing.test/v/server/ssr-manifest.json');
  });
});
