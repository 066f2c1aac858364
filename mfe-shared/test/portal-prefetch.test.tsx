// The portal's first reads start with SPEC §4's current-user check; the page's own
// request takes that answer instead of asking again, and a failed or stale early answer is
// never shown.
import { render, screen } from '@testing-library/react';
import { z } from 'zod';
import { authStore, clearDataCache, DataProvider, portalPrefetchPaths, prefetchApi, PREFETCH_TTL_MS, takePrefetched, useApi } from '../src';
import { lmsApi } from '@sap-academy/contracts/paths';
import { fetchCalls, jsonResponse, route } from '../testing/fetch-mock';

const listSchema = z.object({ results: z.array(z.object({ id: z.number() })) });

function Courses() {
  const { data, error } = useApi(lmsApi.courses(), listSchema);
  if (error) return <p role="alert">{error.message}</p>;
  return <p>{data ? `${data.results.length} courses` : 'loading'}</p>;
}

const renderCourses = () =>
  render(
    <DataProvider>
      <Courses />
    </DataProvider>,
  );
const coursesCalls = () => fetchCalls.filter((call) => call.url.endsWith(lmsApi.courses()));

afterEach(() => clearDataCache());

/** The course list's prefetched answer as is, or 'again' when the early request failed. */
const takeCourses = () =>
  takePrefetched(
    lmsApi.courses(),
    (data) => data,
    async () => 'again',
  );

test("each portal page's first reads, and none elsewhere", () => {
  expect(portalPrefetchPaths('/lms')).toEqual(['/lms/courses/list', '/lms/enrolments']);
  expect(portalPrefetchPaths('/lms/')).toEqual(['/lms/courses/list', '/lms/enrolments']);
  expect(portalPrefetchPaths('/lms/course/7')).toEqual(['/lms/course/7']);
  expect(portalPrefetchPaths('/lms/course/7/classes/31')).toEqual(['/lms/course/7/continue/31']);
  for (const path of ['/lms/profile', '/lms/course/x', '/admin', '/', '/lms/course/7/classes']) expect(portalPrefetchPaths(path)).toEqual([]);
});

test('the page takes the prefetched answer, sent with the token: one request, parsed by the contract', async () => {
  authStore.getState().setToken('tok');
  route('GET /lms/courses/list', () => jsonResponse({ results: [{ id: 1 }, { id: 2 }] }));
  prefetchApi(portalPrefetchPaths('/lms').slice(0, 1));
  renderCourses();
  expect(await screen.findByText('2 courses')).toBeInTheDocument();
  expect(coursesCalls()).toHaveLength(1);
  expect(coursesCalls()[0]!.headers.Authorization).toBe('Bearer tok');
});

test('a prefetch that failed is asked again by the page, which reports its own answer', async () => {
  let answers = 0;
  route('GET /lms/courses/list', () => (answers++ === 0 ? jsonResponse({ detail: 'down' }, 503) : jsonResponse({ results: [{ id: 1 }] })));
  prefetchApi([lmsApi.courses()]);
  renderCourses();
  expect(await screen.findByText('1 courses')).toBeInTheDocument();
  expect(coursesCalls()).toHaveLength(2);
});

test('an answer older than the TTL, or one taken already, is not used', async () => {
  route('GET /lms/courses/list', () => jsonResponse({ results: [] }));
  prefetchApi([lmsApi.courses()], Date.now() - PREFETCH_TTL_MS - 1);
  expect(takeCourses()).toBeNull();
  prefetchApi([lmsApi.courses()]);
  await expect(takeCourses()).resolves.toEqual({ results: [] });
  expect(takeCourses()).toBeNull();
});

test('signing out (clearDataCache) drops what was prefetched with the old token', () => {
  route('GET /lms/courses/list', () => jsonResponse({ results: [] }));
  prefetchApi([lmsApi.courses()]);
  clearDataCache();
  expect(takeCourses()).toBeNull();
});
