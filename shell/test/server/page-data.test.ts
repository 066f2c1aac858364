/** @jest-environment node */
// The page server's data for a dynamic page (decision 208): which paths ask the API, and how each
// kind of answer becomes the page's: found, not found (404), or unavailable (503) when the API
// fails, is slow or sends something that is not a public certificate. One warning a minute.
import { CERTIFICATE_PAGE, createPageDataSource, isPublicCertificate, isPublicCoursePage, pageDataCacheControl } from '../../server/page-data';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const BODY = {
  id: ID,
  number: 'VEA-2026-000042',
  name: 'Meera Nair',
  course_title: 'SAP MM',
  issued_at: '2026-11-20T06:30:00.000Z',
  status: 'valid',
  revoked_at: null,
  verify_url: `https://www.example.test/certificates/${ID}`,
};

function source(answer: (url: string, init?: RequestInit) => Promise<Response>, now = () => 0) {
  const calls: Array<{ url: string; headers: Record<string, string> }> = [];
  const warnings: string[] = [];
  const pages = createPageDataSource({
    fetchImpl: (async (input: string | URL, init?: RequestInit) => {
      calls.push({ url: String(input), headers: init?.headers as Record<string, string> });
      return answer(String(input), init);
    }) as typeof fetch,
    timeoutMs: 50,
    warn: (m) => warnings.push(m),
    now,
  });
  return { pages, calls, warnings };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

test('a course page (decision 211) asks GET /site/courses/:slug; its 404 and 422 are not-found; its outline is checked', async () => {
  const COURSE = {
    id: 7,
    slug: 'sap-mm',
    course_title: 'SAP MM',
    description: 'd',
    currency: 'INR',
    price: 1,
    course_duration: 60,
    includes: {},
    sections: [{ name: 'S', classes: [] }],
    batches: [],
    faq: [],
  };
  const { pages, calls } = source(async () => json(COURSE));
  expect(await pages.forPath('/courses/sap-mm', 'http://api.test/')).toEqual({ path: '/courses/sap-mm', status: 'found', data: COURSE });
  expect(calls.map((c) => c.url)).toEqual(['http://api.test/site/courses/sap-mm']);
  expect(await pages.forPath('/courses/sap-mm/more', 'http://api.test/')).toBeNull();
  for (const status of [404, 422]) {
    const refused = source(async () => json({ detail: 'no' }, status));
    expect(await refused.pages.forPath('/courses/x', 'http://api.test/')).toEqual({ path: '/courses/x', status: 'not-found' });
  }
  expect(isPublicCoursePage(COURSE)).toBe(true);
  expect(isPublicCoursePage({ ...COURSE, sections: [{ name: 'S' }] })).toBe(false);
  expect(isPublicCoursePage({ ...COURSE, price: '1' })).toBe(false);
  expect(pageDataCacheControl('/courses/sap-mm')).toBeNull();
});

test('only /certificates/<id> asks the API, at its public path under the runtime config API URL, with the request id', async () => {
  const { pages, calls } = source(async () => json(BODY));
  for (const pathname of ['/', '/courses', '/certificates', `/certificates/${ID}/more`, '/lms/certificates']) {
    expect(await pages.forPath(pathname, 'http://api.test')).toBeNull();
  }
  expect(calls).toEqual([]);
  expect(await pages.forPath(`/certificates/${ID}`, 'http://api.test/', 'req-1')).toEqual({ path: `/certificates/${ID}`, status: 'found', data: BODY });
  expect(calls).toEqual([{ url: `http://api.test/site/certificates/${ID}`, headers: { accept: 'application/json', 'x-request-id': 'req-1' } }]);
});

test("the API's 404 is the page's not-found; a path that is not even an id never reaches the API as something else", async () => {
  const { pages, calls } = source(async () => json({ detail: 'Certificate not found.' }, 404));
  expect(await pages.forPath('/certificates/unknown', 'http://api.test')).toEqual({ path: '/certificates/unknown', status: 'not-found' });
  expect(await pages.forPath('/certificates/%E0%A4%A', 'http://api.test')).toEqual({ path: '/certificates/%E0%A4%A', status: 'not-found' });
  // A slash or a query in the id stays inside the one path segment.
  await pages.forPath('/certificates/a%2F..%2Fadmin%3Fx', 'http://api.test');
  expect(calls.map((c) => c.url)).toEqual(['http://api.test/site/certificates/unknown', 'http://api.test/site/certificates/a%2F..%2Fadmin%3Fx']);
});

test.each([
  ['a 5xx', async () => json({ detail: 'down' }, 500)],
  ['a refused connection', async () => Promise.reject(new TypeError('fetch failed'))],
  ['an answer that is not a public certificate', async () => json({ ...BODY, status: 'lost' })],
  ['an answer that is not JSON', async () => new Response('<html>', { status: 200 })],
  [
    'an answer slower than the timeout',
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))),
  ],
])('%s is the page’s "unavailable" (503)', async (_name, answer) => {
  const { pages, warnings } = source(answer);
  expect(await pages.forPath(`/certificates/${ID}`, 'http://api.test')).toEqual({ path: `/certificates/${ID}`, status: 'unavailable' });
  expect(warnings).toHaveLength(1);
});

test('an outage warns once a minute, not once per page request', async () => {
  let clock = 0;
  const { pages, warnings } = source(
    async () => json({}, 503),
    () => clock,
  );
  for (let i = 0; i < 5; i += 1) await pages.forPath(`/certificates/${ID}`, 'http://api.test');
  expect(warnings).toHaveLength(1);
  clock = 60_000;
  await pages.forPath(`/certificates/${ID}`, 'http://api.test');
  expect(warnings).toHaveLength(2);
});

test("the outline check takes exactly the contract's shape", () => {
  expect(isPublicCertificate(BODY)).toBe(true);
  expect(isPublicCertificate({ ...BODY, status: 'revoked', revoked_at: '2026-11-25T10:00:00.000Z' })).toBe(true);
  expect(isPublicCertificate({ ...BODY, name: undefined })).toBe(false);
  expect(isPublicCertificate({ ...BODY, revoked_at: 5 })).toBe(false);
  expect(isPublicCertificate([BODY])).toBe(false);
  expect(isPublicCertificate(null)).toBe(false);
});

test('a certificate page has its own Cache-Control; other pages keep theirs', () => {
  expect(pageDataCacheControl(`/certificates/${ID}`)).toBe(CERTIFICATE_PAGE);
  expect(CERTIFICATE_PAGE).toBe('public, max-age=300');
  expect(pageDataCacheControl('/courses')).toBeNull();
});
