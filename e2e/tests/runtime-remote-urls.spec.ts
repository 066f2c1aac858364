import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ISOLATED_SHELL_PORTS } from '../support/e2e-env';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';

let site: IsolatedSite;
test.beforeAll(async () => {
  site = await startIsolatedSite(ISOLATED_SHELL_PORTS.runtimeUrls);
});
test.afterAll(async () => site?.close());

test('the LMS remote moves to a port chosen now: rewrite the runtime config, reload, no rebuild', async ({ page }) => {
  const manifests: string[] = [];
  page.on('request', (r) => r.url().endsWith('/mf-manifest.json') && manifests.push(r.url()));

  await page.goto(`${site.shellUrl}/lms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
  const firstPort = site.remotes.lms!.port;
  expect(manifests).toContain(`http://localhost:${firstPort}/mf-manifest.json`);

  // Deploy the same build elsewhere and point the shell at it.
  await site.stopRemote('lms');
  const moved = await site.serveRemote('lms');
  expect(moved.port).not.toBe(firstPort);
  expect(JSON.parse(await readFile(site.configFile, 'utf8')).remotes.mfe_lms).toBe(`http://localhost:${moved.port}/mf-manifest.json`);

  manifests.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
  expect(manifests).toEqual([`http://localhost:${moved.port}/mf-manifest.json`]);
  const inlined = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
  expect(inlined.remotes.mfe_lms).toBe(`http://localhost:${moved.port}/mf-manifest.json`);
});
