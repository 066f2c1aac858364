import { expect, test } from '@playwright/test';
import { watchConsole, waitForHydration } from '../support/page-guards';

test.describe('public site through the shell', () => {
  test('a deep link loads directly: /training/individual', async ({ page }) => {
    const console = watchConsole(page);
    const response = await page.goto('/training/individual');
    expect(response?.status()).toBe(200);
    // A public page: browsers revalidate, a shared cache may keep it a minute (docs/decisions/013).
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Individual SAP Training');
    await expect(page).toHaveTitle(/Individual SAP Training/);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Bengaluru, India');
    expect(console.errors()).toEqual([]);
  });

  test('an unknown path shows the 404 image page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sorry! Page you are looking for is not found!');
    await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
  });

  test('each remote shows its name and version on the page and in its manifest', async ({ page, request }) => {
    await page.goto('/');
    const marketing = page.locator('[data-remote="mfe_marketing"]');
    await expect(marketing).toHaveAttribute('data-remote-version', /^\d+\.\d+\.\d+/);
    const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
    const manifest = await (await request.get(config.remotes.mfe_marketing)).json();
    expect(manifest.metaData.buildInfo.buildVersion).toBe(await marketing.getAttribute('data-remote-version'));
  });

  test('the shell names its remotes only in the runtime config it serves, inlined in the HTML', async ({ page }) => {
    await page.goto('/');
    const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
    expect(Object.keys(config.remotes).sort()).toEqual(['mfe_admin', 'mfe_lms', 'mfe_marketing']);
    expect(config.routes).toEqual({
      '/lms': { remote: 'mfe_lms', module: './routes', render: 'session' },
      '/admin': { remote: 'mfe_admin', module: './routes', render: 'client', header: 'staff' }, // decision 014
    });
  });

  test('hashed assets are immutable, remote entries and manifests are revalidated, remotes send CORS', async ({ page, request }) => {
    await page.goto('/');
    const config = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
    const manifestUrl: string = config.remotes.mfe_lms;
    const manifest = await request.get(manifestUrl, { headers: { Origin: 'http://localhost:3100' } });
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    const body = await manifest.json();
    const entry = await request.get(new URL(body.metaData.remoteEntry.name, manifestUrl).href);
    expect(entry.headers()['cache-control']).toBe('no-cache');
    const script = await page.locator('script[src^="/main."]').getAttribute('src');
    const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('br');
  });

  test('below 768px the menu hides behind a toggle', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await waitForHydration(page);
    const about = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await expect(about).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(about).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(about).toBeHidden();
  });
});
