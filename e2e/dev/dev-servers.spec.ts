// `npm run dev` as a developer uses it: the shell's dev server with both remotes declared
// statically (HMR inside the host), and each remote on its own. Found broken by hand once (a
// lazily compiled remote route never resolved inside the shell): this keeps it working.
import { expect, test, type Page } from '@playwright/test';
import { DEV_PORTS, devUrl } from './dev-env';

const LOGIN_PROMPT = 'You have to login to access this page!';

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

const SHELL_ROUTES = [
  ['/', 'Become job-ready in SAP with real projects'],
  ['/about', null],
  ['/courses', null],
  ['/training/individual', 'Individual SAP Training'],
  ['/contact', null],
] as const;

for (const [route, heading] of SHELL_ROUTES) {
  test(`the shell's dev server renders ${route} from the marketing remote, with no console error`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(`${devUrl('shell')}${route}`);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible({ timeout: 30_000 });
    if (heading) await expect(h1).toHaveText(heading);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test("the shell's dev server renders /lms from the portal remote, talking to the API the runtime config names", async ({ page }) => {
  const errors = collectErrors(page);
  // The dev server sends no prerendered page, so the shell asks the API for the site data, which
  // carries the settings (one call, decision 206).
  const settings = page.waitForResponse((response) => response.url().startsWith(`http://localhost:${DEV_PORTS.api}/`) && response.url().includes('/site-data'));
  await page.goto(`${devUrl('shell')}/lms`);
  await expect(page.getByText(LOGIN_PROMPT)).toBeVisible({ timeout: 30_000 });
  expect((await settings).status()).toBe(200);
  expect(errors).toEqual([]);
});

test('the marketing remote runs standalone on its own dev server', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${devUrl('marketing')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become job-ready in SAP with real projects', { timeout: 30_000 });
  expect(errors).toEqual([]);
});

test('the portal remote runs standalone on its own dev server', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${devUrl('lms')}/`);
  await expect(page.getByText(LOGIN_PROMPT)).toBeVisible({ timeout: 30_000 });
  expect(errors).toEqual([]);
});
