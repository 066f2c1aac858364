/** @jest-environment node */
// Preload hints follow the runtime config's route map (decision 010): the page announces the
// files of the remote that owns its path, and no other remote's.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { STARTUP_FILES } from 'mfe-shared/build/federation';
import { createPreloadHints } from '../../server/preload-hints';

const remotes = {
  mfe_marketing: 'http://m.test/mf-manifest.json',
  mfe_lms: 'http://l.test/mf-manifest.json',
  mfe_admin: 'http://a.test/mf-manifest.json',
};
const manifest = (prefix: string, exposes = [{ name: 'routes', path: './routes', assets: { js: { sync: [`${prefix}-routes.js`] } } }]) => ({
  metaData: { remoteEntry: { name: `${prefix}-remoteEntry.js` } },
  exposes,
  shared: [{ name: 'zod', assets: { js: { sync: [`${prefix}-zod.js`] } } }],
});
const manifests: Record<string, unknown> = {
  [remotes.mfe_marketing]: manifest('m'),
  [remotes.mfe_lms]: manifest('l'),
  [remotes.mfe_admin]: manifest('a', [
    { name: 'routes', path: './routes', assets: { js: { sync: ['a-routes.js'] } } },
    { name: 'reports', path: './reports', assets: { js: { sync: ['a-reports.js'] } } },
  ]),
};
const fetchImpl = (async (url: string) =>
  url in manifests ? new Response(JSON.stringify(manifests[url])) : new Response('no', { status: 404 })) as unknown as typeof fetch;

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'preload-hints-'));
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ shared: [] }));
  await writeFile(path.join(dist, STARTUP_FILES), JSON.stringify(['main.js']));
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const hrefs = async (pathname: string, routes?: Record<string, unknown>) =>
  (await createPreloadHints(dist, { fetchImpl })(pathname, { apiUrl: 'http://api.test', remotes, ...(routes ? { routes } : {}) } as never)).map(
    (hint) => hint.href,
  );

test("without routes: /lms announces the portal's files, every other path the public site's", async () => {
  expect(await hrefs('/lms/course/1')).toEqual([
    '/main.js',
    remotes.mfe_lms,
    'http://l.test/l-remoteEntry.js',
    'http://l.test/l-routes.js',
    'http://l.test/l-zod.js',
  ]);
  expect(await hrefs('/admin')).toEqual(['/main.js', remotes.mfe_marketing, 'http://m.test/m-remoteEntry.js', 'http://m.test/m-routes.js']);
});

test("a mapped /admin announces the admin remote's files (with its form packages), the public pages none of them", async () => {
  const routes = { '/lms': 'mfe_lms', '/admin': 'mfe_admin' };
  expect(await hrefs('/admin/leads', routes)).toEqual([
    '/main.js',
    remotes.mfe_admin,
    'http://a.test/a-remoteEntry.js',
    'http://a.test/a-routes.js',
    'http://a.test/a-zod.js',
  ]);
  for (const pathname of ['/', '/courses', '/lms']) expect((await hrefs(pathname, routes)).join(' ')).not.toContain('a.test');
});

test('a route naming another module announces that module', async () => {
  expect(await hrefs('/reports', { '/reports': { remote: 'mfe_admin', module: './reports' } })).toContain('http://a.test/a-reports.js');
});

test('page requests in flight share one manifest fetch, and an unchanged list is the same array (the page store keys on it)', async () => {
  let fetches = 0;
  const counting = (async (url: string) => {
    fetches += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return fetchImpl(url);
  }) as unknown as typeof fetch;
  const hints = createPreloadHints(dist, { fetchImpl: counting });
  const config = { apiUrl: 'http://api.test', remotes } as never;
  const lists = await Promise.all(Array.from({ length: 10 }, () => hints('/about', config)));
  expect(fetches).toBe(1);
  expect(new Set(lists).size).toBe(1);
  expect(await hints('/contact', config)).toBe(lists[0]);
});
