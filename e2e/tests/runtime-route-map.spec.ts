// A remote joins the site through the runtime config's route map alone (decision 010):
// the same shell build, the same running page server, first without the /admin route (the
// public site's 404) and then with it (the back office loads). No rebuild, no restart.
import { expect, test, type Page } from '@playwright/test';
import { loadPageServer } from '../../scripts/lib/page-server.mjs';
import { ISOLATED_SHELL_PORTS } from '../support/e2e-env';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { NOT_FOUND_HEADING } from '../support/public-routes';

// The map MFE_ADMIN_URL mounts in the images, as ROUTES words (decision 307).
const { BACK_OFFICE_ROUTES } = loadPageServer();
const UNAVAILABLE = 'This part of the site is temporarily unavailable.';
const HOME_HEADING = 'Become job-ready in SAP with real projects';
const PORTAL_HEADING = 'You have to login to access this page!';

let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(ISOLATED_SHELL_PORTS.routeMap);
});
test.afterAll(async () => site?.close());

/** Every URL the page asks of the admin remote's origin. */
function adminRequests(page: Page): string[] {
  const origin = `http://localhost:${site.remotes.admin!.port}`;
  const urls: string[] = [];
  page.on('request', (request) => request.url().startsWith(origin) && urls.push(request.url()));
  return urls;
}

test('without the /admin route /admin is the 404 page; with it, the back office loads: a config change, no rebuild', async ({ page, request }) => {
  await site.setRoutes(undefined);
  const missing = await request.get(`${site.shellUrl}/admin`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain(NOT_FOUND_HEADING);

  const before = adminRequests(page);
  await page.goto(`${site.shellUrl}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_HEADING);
  expect(before).toEqual([]);

  // The operator adds the route; the page server reads its config on every request.
  await site.setRoutes(BACK_OFFICE_ROUTES);
  const mounted = await request.get(`${site.shellUrl}/admin`);
  expect(mounted.status()).toBe(200);
  const html = await mounted.text();
  // Client-rendered behind its login (no server bundle): the shell and 'Loading...' at once, and
  // the admin remote's files announced for the first paint.
  expect(html).toContain('>Loading...</p>');
  expect(html).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="http://localhost:${site.remotes.admin!.port}/mf-manifest.json">`);

  const page2 = await page.context().newPage();
  const after = adminRequests(page2);
  await page2.goto(`${site.shellUrl}/admin`);
  await expect(page2.locator('[data-remote="mfe_admin"]')).toBeVisible();
  expect(after.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  await expect(page2.getByRole('alert')).toHaveCount(0);

  // The public pages and the portal still load no byte of the back office.
  const publicRequests = adminRequests(page2);
  await page2.goto(`${site.shellUrl}/`);
  await expect(page2.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
  await page2.goto(`${site.shellUrl}/lms`);
  await expect(page2.getByRole('heading', { level: 1 })).toHaveText(PORTAL_HEADING);
  expect(publicRequests).toEqual([]);
});

test('with the admin manifest on a dead port, /admin shows the unavailable view with Retry and the rest of the site works', async ({ page, request }) => {
  await site.setRoutes(BACK_OFFICE_ROUTES);
  const port = await site.stopRemote('admin'); // the config still names it: a dead port
  try {
    // The page server announces a remote's files from its manifest, cached for 10 s: wait until
    // it sees the remote down. (A preload that failed is handed by Chromium to the runtime's
    // later <script> for the same URL, so within those 10 s Retry cannot recover in the same
    // document: a known limit.)
    await expect
      .poll(async () => (await request.get(`${site.shellUrl}/admin`)).text(), { timeout: 15_000, intervals: [1_000] })
      .not.toContain(`http://localhost:${port}/remoteEntry.js`);
    await page.goto(`${site.shellUrl}/admin`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(UNAVAILABLE);
    await expect(alert).toContainText('The back office could not be loaded.');
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The shell's staff header (decision 014) stays, with its way back to the site.
    await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();

    // The public site (client-side navigation) and the portal are untouched.
    await page.getByRole('navigation', { name: 'Staff' }).getByRole('link', { name: 'View site' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await page.goto(`${site.shellUrl}/lms`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PORTAL_HEADING);

    // Back up on the same port: Retry loads it without a reload.
    await page.goto(`${site.shellUrl}/admin`);
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
    await site.serveRemote('admin', port);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="mfe_admin"]')).toBeVisible();
  } finally {
    if (!site.remotes.admin) await site.serveRemote('admin', port);
  }
});
