import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { APPS, appDist } from '../../scripts/lib/paths.mjs';
import { ISOLATED_SHELL_PORTS } from '../support/e2e-env';
import { startIsolatedSite, type IsolatedSite } from '../support/isolated-site';
import { watchConsole } from '../support/page-guards';

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

  // Deploy the same build elsewhere and point the shell at it. The page lets go of the remote
  // first: a stop waits for every connection still in use, and the browser's can stay busy.
  await page.goto('about:blank');
  await site.stopRemote('lms');
  const moved = await site.serveRemote('lms');
  expect(moved.port).not.toBe(firstPort);
  expect(JSON.parse(await readFile(site.configFile, 'utf8')).remotes.mfe_lms).toBe(`http://localhost:${moved.port}/mf-manifest.json`);

  manifests.length = 0;
  await page.goto(`${site.shellUrl}/lms`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
  expect(manifests).toEqual([`http://localhost:${moved.port}/mf-manifest.json`]);
  const inlined = JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
  expect(inlined.remotes.mfe_lms).toBe(`http://localhost:${moved.port}/mf-manifest.json`);
});

test('a new marketing deployment is prerendered from the runtime config alone: no shell rebuild or restart', async ({ page, request }) => {
  // "Deploy" version two: a copy of the build whose home heading differs, in its browser code
  // and its server bundle alike (precompressed twins dropped, so the edited files are served).
  const HEADING = 'Become job-ready in SAP with real projects';
  const NEW_HEADING = 'Version two: job-ready in SAP with real projects';
  const v2 = await mkdtemp(path.join(os.tmpdir(), 'marketing-v2-'));
  await cp(appDist(APPS.marketing.dir), v2, { recursive: true });
  let edited = 0;
  for (const file of await readdir(v2, { recursive: true })) {
    if (!/\.(js|cjs)$/.test(file)) continue;
    const text = await readFile(path.join(v2, file), 'utf8');
    if (!text.includes(HEADING)) continue;
    await writeFile(path.join(v2, file), text.replaceAll(HEADING, NEW_HEADING));
    await rm(path.join(v2, `${file}.br`), { force: true });
    await rm(path.join(v2, `${file}.gz`), { force: true });
    edited += 1;
  }
  expect(edited).toBeGreaterThanOrEqual(2); // a browser chunk and the server bundle

  try {
    expect(await (await request.get(`${site.shellUrl}/`)).text()).toContain(`>${HEADING}</h1>`);
    await site.stopRemote('marketing');
    await site.serveRemote('marketing', 0, v2);

    const html = await (await request.get(`${site.shellUrl}/`)).text();
    expect(html).toContain('data-prerendered');
    expect(html).toContain(`>${NEW_HEADING}</h1>`);

    const console = watchConsole(page);
    await page.goto(`${site.shellUrl}/`);
    await page.locator('[data-remote="mfe_marketing"][data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NEW_HEADING);
    expect(console.errors()).toEqual([]);
  } finally {
    await site.stopRemote('marketing').catch(() => undefined);
    await site.serveRemote('marketing');
    await rm(v2, { recursive: true, force: true });
  }
});
