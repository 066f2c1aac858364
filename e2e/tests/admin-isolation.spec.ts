// No bytes on any public or portal route: the back office is a remote of its own,
// named in the runtime config but fetched only on /admin. A visitor and a signed-in student
// walk the public pages and the portal; not one request may reach the back office's origin,
// not even its manifest. The byte budgets then hold for the same reason the figures say.
import { expect, test, type Page } from '@playwright/test';
import { gotoPortal, openCourse, signUp, uniqueEmail } from '../support/portal';
import { waitForHydration } from '../support/page-guards';

async function adminOrigin(page: Page) {
  const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
  return new URL(config.remotes.mfe_admin).origin;
}

function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test('public pages and the portal fetch nothing from the back office, for a visitor or a student', async ({ page }) => {
  test.slow(); // every public page and the portal, as a visitor and as a student
  const urls = recordRequests(page);
  for (const path of ['/', '/courses', '/contact', '/training/individual']) {
    await page.goto(path);
    await waitForHydration(page);
    // Hovering and focusing the menu is when the shell warms routes; none of them is the back office.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link').first().hover();
  }
  await gotoPortal(page, '/lms');
  const origin = await adminOrigin(page);

  await signUp(page, 'Isolation Student', uniqueEmail('isolation'));
  await openCourse(page, 'SAP Foundations (Free)');
  await page.goto('/lms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');

  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((url) => url.startsWith(origin))).toEqual([]);

  // The same origin does serve the back office, so the check above could have seen it.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff only');
  expect(urls.some((url) => url.startsWith(origin))).toBe(true);
});
