/** @jest-environment node */
// Signed-in portal pages rendered on the server from the session cookie (decisions 031, 152):
// the page server asks a (fake) API with the cookie's token, renders the student's /lms with the
// shell's real renderer, and sends it private to that browser; a revoked, unknown or slow token
// gets today's page (decision 012); no stored page ever answers one student with another's.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { RuntimeConfig } from 'mfe-shared';
import { startPageServer, SIGNED_IN_PAGE } from '../../server/app';
import { PRIVATE_PAGE } from '../../server/page-cache';
import { createRenderer } from '../../server/render/render';
import { createSignedInDataSource, sessionTokenOf, signedInPaths } from '../../server/signed-in-data';
import type { RunningServer } from '../../server/static-files';
import { withRealFetch } from './support/real-fetch';

withRealFetch();

const LMS_MANIFEST = 'http://lms.test/mf-manifest.json';
/** The portal's server bundle: the login page for a visitor, the course list (its greeting and
 * cards, read with mfe-shared's useApi under the portal's own key) for a signed-in student, as
 * the real one. */
const portalBundle = `
  const React = require('react');
  const { z } = require('zod');
  const { useLocation } = require('react-router-dom');
  const { apiUrl, useAuthStore, useApi } = require('mfe-shared');
  const course = z.object({ id: z.number(), course_title: z.string() });
  const list = z.object({ results: z.array(course) });
  exports.default = function Portal() {
    const user = useAuthStore((s) => s.user);
    const { pathname } = useLocation();
    // As the portal's screens do: useApi, and the skeleton while it says isLoading.
    const onCourse = user && pathname === '/lms/course/1';
    const one = useApi(onCourse ? '/lms/course/1' : null, course);
    if (onCourse)
      return React.createElement('main', { id: 'main' },
        React.createElement('h1', null, one.isLoading || !one.data ? 'loading' : one.data.course_title),
        React.createElement('img', { src: apiUrl('/images/courses/sap-fico.svg'), alt: '' }));
    const all = useApi(user ? '/lms/courses/list' : null, list);
    if (!user) return React.createElement('main', { id: 'main' }, React.createElement('h1', null, 'You have to login to access this page!'));
    return React.createElement('main', { id: 'main' },
      React.createElement('p', null, 'Hello, ', React.createElement('strong', null, user.name), '!'),
      React.createElement('h1', null, 'Courses List'),
      React.createElement('ul', { 'aria-label': 'Courses' }, (all.isLoading || !all.data ? [] : all.data.results).map((c) => React.createElement('li', { key: c.id }, c.course_title))));
  };`;
const bundleFetch = (async (input: string | URL) => {
  const files: Record<string, string> = {
    'http://lms.test/server/ssr-manifest.json': JSON.stringify({
      file: 'routes.dddddddddd.cjs',
      version: '1.0.0',
      shared: ['react', 'react-router-dom', 'zod', 'mfe-shared'],
    }),
    'http://lms.test/server/routes.dddddddddd.cjs': portalBundle,
  };
  const body = files[String(input)];
  return body ? new Response(body, { status: 200 }) : new Response('Not found', { status: 404 });
}) as typeof fetch;

/** The API's answers per token: Asha's and Ravi's sessions, a revoked one (401), a slow one. */
const STUDENTS: Record<string, { name: string; course: string }> = {
  'asha.token': { name: 'Asha Rao', course: 'SAP FICO Foundations' },
  'ravi.token': { name: 'Ravi Kumar', course: 'SAP MM Essentials' },
};
const apiCalls: { url: string; authorization: string | undefined }[] = [];
function answer(request: IncomingMessage): { status: number; body?: unknown } {
  const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
  const student = STUDENTS[token];
  if (!student) return { status: 401, body: { detail: 'Invalid token.' } };
  switch (request.url) {
    case '/lms/auth':
      return { status: 200, body: { user: { id: token === 'asha.token' ? 7 : 8, name: student.name, email: 'x@example.test' }, student: { id: 3 } } };
    case '/lms/courses/list':
      return {
        status: 200,
        body: {
          results: [
            { id: 1, course_title: student.course },
            { id: 2, course_title: 'SAP ABAP' },
          ],
        },
      };
    case '/lms/course/1':
      return { status: 200, body: { id: 1, course_title: `${student.course}, the course page` } };
    case '/lms/course/1/continue/5':
    case '/lms/course/1/continue/6':
    case '/lms/course/1/continue/7':
      return {
        status: 200,
        body: {
          // Enrolment 5 opened class 12 last; 6 a class no longer in the outline; 7 class 13, whose
          // read fails (the fake API has no such class).
          course_student: { id: Number(request.url.slice(-1)), last_opened_class_id: { '5': 12, '6': 99, '7': 13 }[request.url.slice(-1)] },
          classes: [{ section: { id: 1, name: 'Basics' }, classes: [{ id: 11 }, { id: 12 }, { id: 13 }] }],
        },
      };
    case '/lms/course/1/class/11':
    case '/lms/course/1/class/12':
      return { status: 200, body: { id: Number(request.url.slice(-2)), title: `Class ${request.url.slice(-2)}` } };
    case '/lms/enrolments':
    case '/lms/batches/upcoming':
    case '/lms/bookings':
      return { status: 200, body: { results: [] } };
    default:
      return { status: 404, body: { detail: 'Not found.' } };
  }
}

let dir: string;
let api: Server;
let apiUrl: string;
let shell: RunningServer;
let slowShell: RunningServer;
const config = (): RuntimeConfig => ({ apiUrl, remotes: { mfe_lms: LMS_MANIFEST } });

beforeAll(async () => {
  api = createServer((request, response) => {
    apiCalls.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const { status, body } = answer(request);
    const send = () => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.headers.authorization === 'Bearer slow.token') setTimeout(send, 1_000);
    else send();
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  dir = await mkdtemp(path.join(os.tmpdir(), 'signed-in-page-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<html><head><title>Vidya ERP Academy</title><!--runtime-config--></head><body><div id="root"></div></body></html>',
  );
  await mkdir(path.join(dir, 'server'));
  const renderer = createRenderer({ fetchImpl: bundleFetch });
  const prerender = async ({ requestId: _requestId, ...request }: Parameters<typeof renderer.render>[0] & { requestId?: string }) => renderer.render(request);
  shell = await startPageServer({ root: dir, port: 0, runtimeConfig: async () => config(), prerender });
  slowShell = await startPageServer({
    root: dir,
    port: 0,
    runtimeConfig: async () => config(),
    prerender,
    signedInData: createSignedInDataSource({ timeoutMs: 100 }),
  });
});
afterAll(async () => {
  await shell.close();
  await slowShell.close();
  await new Promise((resolve) => api.close(resolve));
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  apiCalls.length = 0;
});

const getLms = (server: RunningServer, cookie?: string) =>
  fetch(`${server.url}/lms`, { headers: { 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

test("signed in with the cookie, the first HTML of /lms has the student's greeting and first course title, sent private and never stored", async () => {
  const response = await getLms(shell, 'theme=dark; sap_session=asha.token');
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Hello, <strong>Asha Rao</strong>!');
  expect(html).toContain('<li>SAP FICO Foundations</li>');
  // Only the student's page: no login page, no signed-in template left to swap in.
  expect(html).not.toContain('You have to login');
  expect(html).not.toContain('<template');
  expect(response.headers.get('cache-control')).toBe(SIGNED_IN_PAGE);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
  // The answers it was rendered with are in the page, under the keys the portal's hooks read.
  const embedded = /<script id="signed-in-data" type="application\/json">([^<]*)<\/script>/.exec(html);
  expect(JSON.parse(embedded?.[1] ?? 'null')).toMatchObject({
    path: '/lms',
    user: { name: 'Asha Rao' },
    answers: { '/lms/courses/list': { results: [{ course_title: 'SAP FICO Foundations' }, { course_title: 'SAP ABAP' }] } },
  });
  // The API was asked with the cookie's token as the bearer: its own checks decide.
  expect(apiCalls.map((call) => call.url).sort()).toEqual(['/lms/auth', '/lms/batches/upcoming', '/lms/bookings', '/lms/courses/list', '/lms/enrolments']);
  expect(apiCalls.every((call) => call.authorization === 'Bearer asha.token')).toBe(true);
});

test("the course page is rendered with the student's course; an unknown course gets today's page", async () => {
  const response = await fetch(`${shell.url}/lms/course/1`, { headers: { cookie: 'sap_session=asha.token' } });
  const html = await response.text();
  expect(html).toContain('<h1>SAP FICO Foundations, the course page</h1>');
  // apiUrl() on the server names the runtime config's API, as the browser's first render will.
  expect(html).toContain(`<img src="${apiUrl}/images/courses/sap-fico.svg" alt=""/>`);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(apiCalls.map((call) => call.url).sort()).toEqual(['/lms/auth', '/lms/course/1']);
  const unknown = await fetch(`${shell.url}/lms/course/2`, { headers: { cookie: 'sap_session=asha.token' } });
  expect(await unknown.text()).not.toContain('Asha Rao');
  expect(unknown.headers.get('cache-control')).toBe(PRIVATE_PAGE);
});

test("a revoked or unknown cookie gets today's page: the login page and the signed-in template, nobody's data", async () => {
  for (const cookie of ['sap_session=revoked.token', 'sap_session=', 'sap_session=not a token', 'other=asha.token']) {
    const response = await getLms(shell, cookie);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('You have to login to access this page!');
    expect(html).toContain('<template id="session-signed-in"');
    for (const data of ['Asha Rao', 'SAP FICO Foundations', 'signed-in-data']) expect(html).not.toContain(data);
    expect(response.headers.get('cache-control')).toBe(PRIVATE_PAGE);
    // Today's page still varies with the cookie: a shared cache never gives it to a student.
    expect(response.headers.get('vary')).toMatch(/\bCookie\b/);
  }
  // Only a well-formed token was ever sent to the API.
  expect(new Set(apiCalls.map((call) => call.authorization))).toEqual(new Set(['Bearer revoked.token']));
});

test("no stored page answers one student with another's, nor a visitor with a student's: each signed-in page is rendered for its request", async () => {
  const asha = await (await getLms(shell, 'sap_session=asha.token')).text();
  const ravi = await (await getLms(shell, 'sap_session=ravi.token')).text();
  const visitor = await (await getLms(shell)).text();
  const ashaAgain = await (await getLms(shell, 'sap_session=asha.token')).text();
  expect(asha).toContain('Asha Rao');
  expect(ravi).toContain('Ravi Kumar');
  expect(ravi).toContain('SAP MM Essentials');
  expect(ravi).not.toContain('Asha Rao');
  expect(visitor).not.toMatch(/Asha Rao|Ravi Kumar|SAP FICO|SAP MM/);
  expect(ashaAgain).toContain('Asha Rao');
  // Asha's second visit asked the API again: nothing of hers was kept to answer it.
  expect(apiCalls.filter((call) => call.url === '/lms/auth').map((call) => call.authorization)).toEqual([
    'Bearer asha.token',
    'Bearer ravi.token',
    'Bearer asha.token',
  ]);
});

test('under load, the page reused for a busy URL is never a signed-in one', async () => {
  // Many visitors' requests make /lms a busy URL (app.ts reuses its stored page for a while).
  for (let i = 0; i < 30; i++) await (await getLms(shell)).text();
  const asha = await (await getLms(shell, 'sap_session=asha.token')).text();
  expect(asha).toContain('Asha Rao');
  for (let i = 0; i < 5; i++) expect(await (await getLms(shell)).text()).not.toContain('Asha Rao');
});

test("an API slower than the signed-in timeout gets today's page, not a late one", async () => {
  const started = Date.now();
  const response = await getLms(slowShell, 'sap_session=slow.token');
  const html = await response.text();
  expect(Date.now() - started).toBeLessThan(900);
  expect(html).toContain('You have to login to access this page!');
  expect(response.headers.get('cache-control')).toBe(PRIVATE_PAGE);
});

test("a public page is not rendered signed in, nor asks the API for the student's data", async () => {
  const response = await fetch(`${shell.url}/about`, { headers: { cookie: 'sap_session=asha.token' } });
  await response.text();
  expect(apiCalls.filter((call) => call.authorization)).toEqual([]);
});

test('the session token is read from the cookie header only when well-formed', () => {
  expect(sessionTokenOf(undefined)).toBeNull();
  expect(sessionTokenOf('a=1; sap_session=eyJ.abc-_.def')).toBe('eyJ.abc-_.def');
  expect(sessionTokenOf('sap_session=')).toBeNull();
  expect(sessionTokenOf('sap_session=a b')).toBeNull();
  expect(sessionTokenOf('xsap_session=abc')).toBeNull();
  expect(signedInPaths('/lms/')).toEqual(['/lms/courses/list', '/lms/enrolments', '/lms/batches/upcoming', '/lms/bookings']);
  expect(signedInPaths('/lms/course/12')).toEqual(['/lms/course/12']);
  expect(signedInPaths('/lms/course/1/classes/5')).toEqual(['/lms/course/1/continue/5']);
  expect(signedInPaths('/lms/profile')).toBeNull();
  expect(signedInPaths('/lms/course/x')).toBeNull();
});

test('the class viewer is read in two steps within the timeout: the outline, then the class the viewer opens (the one opened last, else the first)', async () => {
  // The subject is the order of the reads; the 300 ms budget itself is tested above with 100 ms. Up
  // to five real HTTP reads in a loaded jest worker can pass 300 ms and read as "no render".
  const source = createSignedInDataSource({ timeoutMs: 5_000 });
  const data = await source.forRequest({ pathname: '/lms/course/1/classes/5', token: 'asha.token', apiUrl });
  expect(Object.keys(data?.answers ?? {})).toEqual(['/lms/course/1/continue/5', '/lms/course/1/class/12']);
  expect(data?.answers['/lms/course/1/class/12']).toEqual({ id: 12, title: 'Class 12' });
  // The class is asked for only after the outline named it.
  const urls = apiCalls.map((call) => call.url);
  expect(urls.indexOf('/lms/course/1/class/12')).toBeGreaterThan(urls.indexOf('/lms/course/1/continue/5'));
  const stale = await source.forRequest({ pathname: '/lms/course/1/classes/6', token: 'asha.token', apiUrl });
  expect(Object.keys(stale?.answers ?? {})).toEqual(['/lms/course/1/continue/6', '/lms/course/1/class/11']);
  // A class the API will not give: no signed-in render at all, today's page instead.
  expect(await source.forRequest({ pathname: '/lms/course/1/classes/7', token: 'asha.token', apiUrl })).toBeNull();
  // A refused token stops at the first step: nobody's class is read.
  apiCalls.length = 0;
  expect(await source.forRequest({ pathname: '/lms/course/1/classes/5', token: 'revoked.token', apiUrl })).toBeNull();
  expect(apiCalls.map((call) => call.url).sort()).toEqual(['/lms/auth', '/lms/course/1/continue/5']);
});
