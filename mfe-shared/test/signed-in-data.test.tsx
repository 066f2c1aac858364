// A portal page the page server rendered for its student from the session cookie (decision 031):
// the browser starts where the server's render ended (the auth store signed in, SWR's answers the
// server's), so the page hydrates without a mismatch and without asking the API again; a page
// meant for another path, or a browser without a stored token, starts as before (decision 012).
import { act, Profiler, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { getByRole } from '@testing-library/react';
import { z } from 'zod';
import { lmsApi } from '@sap-academy/contracts/paths';
import {
  authStore,
  AuthStoreContext,
  bootstrapAuth,
  clearDataCache,
  createAuthStore,
  DataProvider,
  embeddedAnswersFresh,
  readEmbeddedSignedInData,
  resetAuthBootstrap,
  resetAuthStore,
  resetDataCache,
  seedPrefetched,
  SIGNED_IN_DATA_ELEMENT_ID,
  SignedInDataContext,
  useApi,
  useAuthStore,
  useInvalidateTags,
  type SignedInData,
} from '../src';
import { fetchCalls, jsonResponse, route } from '../testing/fetch-mock';

const listSchema = z.object({ results: z.array(z.object({ id: z.number(), course_title: z.string() })) });
const SIGNED_IN: SignedInData = {
  path: '/lms',
  user: { id: 7, name: 'Asha Rao', email: 'asha@example.com' },
  student: { id: 3 },
  answers: { [lmsApi.courses()]: { results: [{ id: 1, course_title: 'SAP FICO Foundations' }] } },
};

function Courses() {
  const name = useAuthStore((state) => state.user?.name ?? 'nobody');
  // As the portal's screens do (QueryState): the skeleton while SWR says it is loading.
  const { data, isLoading } = useApi(lmsApi.courses(), listSchema);
  return (
    <main>
      <p>Hello, {name}!</p>
      <p>{isLoading || !data ? 'loading' : data.results.map((course) => course.course_title).join(', ')}</p>
    </main>
  );
}

/** Renders `screen` under the site's data provider, in a container of its own. */
async function mount(screen: ReactElement) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => root.render(<DataProvider>{screen}</DataProvider>));
  return { container, root };
}

function embed(data: unknown) {
  document.head.innerHTML = `<script id="${SIGNED_IN_DATA_ELEMENT_ID}" type="application/json">${JSON.stringify(data)}</script>`;
}

beforeEach(() => window.history.pushState({}, '', '/lms'));
afterEach(() => {
  // The pinned page clocks (performance.now), even where a test failed before restoring its own.
  jest.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
  clearDataCache();
  resetDataCache();
  resetAuthStore();
  resetAuthBootstrap();
});

describe("the browser's first state is the server's render", () => {
  const freshStore = () => {
    let state: ReturnType<typeof authStore.getInitialState> | undefined;
    jest.isolateModules(() => {
      state = jest.requireActual<typeof import('../src/auth/auth-store')>('../src/auth/auth-store').authStore.getInitialState();
    });
    return state;
  };

  test('a token holder on the page rendered for them starts signed in, §4 check done', () => {
    localStorage.setItem('token', 'stored');
    embed(SIGNED_IN);
    expect(freshStore()).toMatchObject({ token: 'stored', status: 'ready', user: { name: 'Asha Rao' }, student: { id: 3 } });
  });

  test("data for another path, unreadable data, or no stored token: today's start", () => {
    localStorage.setItem('token', 'stored');
    embed({ ...SIGNED_IN, path: '/lms/profile' });
    expect(freshStore()).toMatchObject({ status: 'checking', user: null });
    embed({ ...SIGNED_IN, user: null });
    expect(freshStore()).toMatchObject({ status: 'checking', user: null });
    document.head.innerHTML = `<script id="${SIGNED_IN_DATA_ELEMENT_ID}" type="application/json">{not json</script>`;
    expect(readEmbeddedSignedInData()).toBeNull();
    localStorage.clear();
    embed(SIGNED_IN);
    expect(freshStore()).toMatchObject({ status: 'ready', token: null, user: null });
  });
});

test('the page hydrates the server HTML exactly, and asks the API for nothing it was rendered with', async () => {
  // The server's render (shell/server/render): its own store and the data through the context.
  const html = renderToString(
    <AuthStoreContext.Provider value={createAuthStore({ status: 'ready', token: 'held', user: SIGNED_IN.user, student: SIGNED_IN.student })}>
      <SignedInDataContext.Provider value={SIGNED_IN}>
        <DataProvider>
          <Courses />
        </DataProvider>
      </SignedInDataContext.Provider>
    </AuthStoreContext.Provider>,
  );
  expect(html).toContain('SAP FICO Foundations');
  expect(html).toContain('Asha Rao');
  resetDataCache();
  // The browser: the page's embedded data, and the store as the browser's singleton starts on
  // this page (auth-store.ts startingState, read in a fresh module as at page load).
  embed(SIGNED_IN);
  localStorage.setItem('token', 'stored');
  let starting: Partial<ReturnType<typeof authStore.getInitialState>> = {};
  jest.isolateModules(() => {
    starting = jest.requireActual<typeof import('../src/auth/auth-store')>('../src/auth/auth-store').authStore.getInitialState();
  });
  const browserStore = createAuthStore({ status: starting.status, token: starting.token, user: starting.user, student: starting.student });
  // The page's first second (embeddedAnswersFresh reads the page's clock, here pinned).
  jest.spyOn(performance, 'now').mockReturnValue(1_000);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const errors: unknown[] = [];
  let courseRenders = 0;
  const countRender = () => {
    courseRenders += 1;
  };
  await act(async () => {
    hydrateRoot(
      container,
      <AuthStoreContext.Provider value={browserStore}>
        <DataProvider>
          <Profiler id="courses" onRender={countRender}>
            <Courses />
          </Profiler>
        </DataProvider>
      </AuthStoreContext.Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // SWR revalidates on mount in the next frame (a timer here): give it the time it would take.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(errors).toEqual([]);
  expect(container.innerHTML).toBe(html);
  // The course list was not asked again, and the screen was rendered once, by the hydration: no
  // revalidation re-rendered it for the answer it already showed.
  expect(fetchCalls).toEqual([]);
  expect(courseRenders).toBe(1);
});

test('the embedded answers stand for this page load only: a screen mounted later revalidates', async () => {
  expect(embeddedAnswersFresh(0)).toBe(true);
  expect(embeddedAnswersFresh(9_999)).toBe(true);
  expect(embeddedAnswersFresh(10_000)).toBe(false);
  expect(embeddedAnswersFresh(null)).toBe(true); // the server's render, where SWR never revalidates
  embed(SIGNED_IN);
  route('GET /lms/courses/list', () => jsonResponse({ results: [{ id: 2, course_title: 'SAP MM Essentials' }] }));
  const now = jest.spyOn(performance, 'now').mockReturnValue(60_000);
  try {
    const { container, root } = await mount(<Courses />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fetchCalls.map((call) => call.url)).toEqual([expect.stringContaining('/lms/courses/list')]);
    expect(container.textContent).toContain('SAP MM Essentials');
    act(() => root.unmount());
  } finally {
    now.mockRestore();
  }
});

test("§4's start-up check is not repeated for a store that starts signed in from the page", async () => {
  localStorage.setItem('token', 'stored');
  authStore.setState({ token: 'stored', status: 'ready', user: SIGNED_IN.user, student: SIGNED_IN.student });
  await bootstrapAuth();
  expect(fetchCalls).toEqual([]);
  expect(authStore.getState()).toMatchObject({ status: 'ready', user: { name: 'Asha Rao' } });
});

test("after sign-out nothing of the student's embedded answers is shown again", async () => {
  embed(SIGNED_IN);
  // The fresh list never comes in this test: what shows meanwhile is what matters.
  route('GET /lms/courses/list', () => new Promise<Response>(() => undefined));
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const page = (show: boolean) => <DataProvider>{show && <Courses />}</DataProvider>;
  await act(async () => root.render(page(true)));
  expect(container.textContent).toContain('SAP FICO Foundations');
  await act(async () => root.render(page(false)));
  clearDataCache(); // what logout does
  await act(async () => root.render(page(true)));
  expect(container.textContent).not.toContain('SAP FICO Foundations');
  expect(container.textContent).toContain('loading');
  act(() => root.unmount());
});

test('a logout before the page was read leaves its answers unread for good', async () => {
  embed(SIGNED_IN);
  clearDataCache();
  route('GET /lms/courses/list', () => new Promise<Response>(() => undefined));
  const { container, root } = await mount(<Courses />);
  expect(container.textContent).toContain('loading');
  act(() => root.unmount());
});

describe('a change the student makes right after the page loaded shows at once (decision 036, 2026-11-29 11:00)', () => {
  const FRESH = { results: [{ id: 1, course_title: 'SAP FICO Foundations (enrolled)' }] };
  // As the portal's screens do: a join invalidates Courses (enroll-panel.tsx), a retry refreshes.
  function Screen() {
    const invalidate = useInvalidateTags();
    const { mutate } = useApi(lmsApi.courses(), listSchema);
    return (
      <>
        <Courses />
        <button type="button" onClick={() => void invalidate(['Courses'])}>
          Enroll
        </button>
        <button type="button" onClick={() => void mutate()}>
          Retry
        </button>
      </>
    );
  }
  async function click(container: HTMLElement, name: string) {
    await act(async () => getByRole(container, 'button', { name }).click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  }
  async function mountWithinTheWindow(seed: boolean) {
    embed(SIGNED_IN);
    // A shell of before this change still seeds the page's answers as prefetched ones.
    if (seed) seedPrefetched(readEmbeddedSignedInData()?.answers ?? {});
    route('GET /lms/courses/list', () => jsonResponse(FRESH));
    const { container, root } = await mount(<Screen />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toContain('SAP FICO Foundations');
    expect(fetchCalls).toEqual([]);
    return { container, root };
  }
  let now: jest.SpyInstance<number, []>;
  beforeEach(() => (now = jest.spyOn(performance, 'now').mockReturnValue(2_000)));
  afterEach(() => now.mockRestore());

  test.each([
    ['by the shell of today', false],
    ['even where the shell seeded them as prefetched answers', true],
  ])("an invalidation asks the API, never the page's answer, %s", async (_how, seed) => {
    const { container, root } = await mountWithinTheWindow(seed);
    await click(container, 'Enroll');
    expect(fetchCalls.map((call) => call.url)).toEqual([expect.stringContaining('/lms/courses/list')]);
    expect(container.textContent).toContain('(enrolled)');
    act(() => root.unmount());
  });

  test("the screen's own refresh asks the API too", async () => {
    const { container, root } = await mountWithinTheWindow(true);
    await click(container, 'Retry');
    expect(fetchCalls.map((call) => call.url)).toEqual([expect.stringContaining('/lms/courses/list')]);
    expect(container.textContent).toContain('(enrolled)');
    act(() => root.unmount());
  });
});
