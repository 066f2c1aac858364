// Real-user monitoring in Chromium (decision 116): a page load sends exactly one vitals
// record, when the page goes away, and the API stores it; a dead remote sends exactly one failure
// record. The beacons are watched on the wire (other tests load pages against the same API at
// the same time), and the stored figures read back through GET /admin/rum.
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { RUM_OTHER } from '@sap-academy/contracts';
import { ISOLATED_SHELL_PORTS, apiUrl } from '../support/e2e-env';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { waitForHydration } from '../support/page-guards';

const ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };

function watchBeacons(page: Page) {
  const beacons: Request[] = [];
  page.context().on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/rum') beacons.push(request);
  });
  return { records: () => beacons.map((b) => b.postDataJSON() as Record<string, unknown>), requests: beacons };
}

async function adminSummary(request: APIRequestContext) {
  const login = await request.post(`${apiUrl()}/lms/login`, { data: { username: ADMIN.email, password: ADMIN.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await request.get(`${apiUrl()}/admin/rum?hours=1`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    vitals: Array<{ route: string; remote_versions: string; samples: number; p75: { lcp: number | null; ttfb: number | null } }>;
    failures: Array<{ remote: string; kind: string; count: number }>;
  };
}

const samplesOf = (summary: Awaited<ReturnType<typeof adminSummary>>, route: string) =>
  summary.vitals.filter((row) => row.route === route).reduce((total, row) => total + row.samples, 0);

test('a page load sends a vitals record when the page goes away, tagged with its remote versions, and the API stores an unknown path as `other`', async ({
  page,
  request,
}) => {
  // A path that is no page of the site (the not-found page): the API stores it as `other`, never as
  // typed (a path may hold a name). Other tests may load not-found pages at the
  // same time, so the count is read before and must grow by this load's record.
  const route = `/rum-probe-${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')}`;
  const before = samplesOf(await adminSummary(request), RUM_OTHER);
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForHydration(page);
  // web-vitals loads when the browser is idle after the load event; then the visitor leaves. The
  // beacon leaves with the page (Playwright does not list requests of a page being unloaded).
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /web-vitals/.test(entry.name)));
  await page.getByRole('heading', { level: 1 }).click(); // an interaction, for INP
  await page.goto('about:blank');

  await expect.poll(async () => samplesOf(await adminSummary(request), RUM_OTHER)).toBeGreaterThan(before);
  const summary = await adminSummary(request);
  expect(summary.vitals.some((r) => r.route === route)).toBe(false);
  const row = summary.vitals.find((r) => r.route === RUM_OTHER && /(^| )mfe_marketing@[0-9A-Za-z.+_-]+( |$)/.test(r.remote_versions));
  expect(row?.p75.lcp).toBeGreaterThan(0);
  expect(row?.p75.ttfb).toBeGreaterThanOrEqual(0);
});

test.describe('a dead remote', () => {
  let site: IsolatedSite;
  test.beforeAll(async () => {
    site = await startIsolatedSite(ISOLATED_SHELL_PORTS.rum);
  });
  test.afterAll(async () => site?.close());

  test('sends one failure record naming the remote, its version and the kind of failure', async ({ page, request }) => {
    await site.stopRemote('lms');
    const failuresBefore = (await adminSummary(request)).failures.filter((row) => row.remote === 'mfe_lms').reduce((total, row) => total + row.count, 0);
    const wire = watchBeacons(page);
    await page.goto(`${site.shellUrl}/lms`);
    await expect(page.getByRole('alert')).toContainText('This part of the site is temporarily unavailable.');
    await expect.poll(() => wire.records().filter((record) => record.type === 'remote-failure').length).toBe(1);
    // Nothing else comes for the same failure.
    await page.waitForTimeout(500);
    const failures = wire.records().filter((record) => record.type === 'remote-failure');
    expect(failures).toEqual([{ type: 'remote-failure', route: '/lms', remote: 'mfe_lms', version: 'unversioned', kind: 'manifest' }]);
    await expect
      .poll(async () => (await adminSummary(request)).failures.filter((row) => row.remote === 'mfe_lms').reduce((total, row) => total + row.count, 0))
      .toBeGreaterThanOrEqual(failuresBefore + 1);
  });
});
