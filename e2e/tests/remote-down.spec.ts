import { expect, test } from '@playwright/test';
import { ISOLATED_SHELL_PORTS } from '../support/e2e-env';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';

const UNAVAILABLE = 'This part of the site is temporarily unavailable.';

test.describe('the LMS remote is down', () => {
  let site: IsolatedSite;
  test.beforeAll(async () => {
    site = await startIsolatedSite(ISOLATED_SHELL_PORTS.remoteDown);
  });
  test.afterAll(async () => site?.close());

  test('/ renders fully, /lms shows the fallback, Retry recovers once the server is back', async ({ page }) => {
    const port = await site.stopRemote('lms');

    await page.goto(`${site.shellUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become job-ready in SAP with real projects');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    await page.goto(`${site.shellUrl}/lms`);
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

    // Client-side navigation away still works: the marketing remote is untouched.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
    await page.goBack();
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);

    await site.serveRemote('lms', port);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
  });
});

test.describe('the marketing remote is down', () => {
  let site: IsolatedSite;
  test.beforeAll(async () => {
    site = await startIsolatedSite(ISOLATED_SHELL_PORTS.remoteDownMarketing);
  });
  test.afterAll(async () => site?.close());

  test('the header renders and /lms works; Retry brings the public page back', async ({ page }) => {
    const port = await site.stopRemote('marketing');

    await page.goto(`${site.shellUrl}/`);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back! Please login to continue!');

    await page.goto(`${site.shellUrl}/about`);
    await expect(page.getByRole('alert')).toContainText(UNAVAILABLE);
    await site.serveRemote('marketing', port);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });
});
