// Pointing mfe_lms at another deployment is an environment change, not a rebuild: the shell's
// container entrypoint renders the runtime config (and the CSP) from MFE_LMS_URL at start, and
// the shell renderer reads the same variable at start. Here both get another URL (another
// origin and version folder): the renderer is restarted, the entrypoint runs again and nginx
// reloads, as `docker-compose up -d shell-renderer shell` would after editing
// MFE_LMS_VERSION/MFE_LMS_BASE_URL; then the same pointer change rolls it back.
import { expect, test, type Page } from '@playwright/test';
import { NEXT_LMS_VERSION, rerenderShell } from '../../scripts/lib/compose-smoke.mjs';
import { PORTS, smokeEnvs } from './compose-env';

async function inlinedConfig(page: Page) {
  return JSON.parse((await page.locator('#runtime-config').textContent()) ?? '{}');
}

async function openPortal(page: Page, manifestUrl: string) {
  const manifestRequest = page.waitForRequest((r) => r.url() === manifestUrl);
  const entryRequest = page.waitForRequest((r) => r.url() === new URL('remoteEntry.js', manifestUrl).href);
  await page.goto('/lms?action=login');
  await manifestRequest;
  await entryRequest;
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
}

/** What an operator does: the same env change for both containers that read it. */
async function pointLmsAt(url: string) {
  const envs = smokeEnvs();
  await rerenderShell({ ...envs.shell, MFE_LMS_URL: url }, { ...envs.renderer, MFE_LMS_URL: url });
}

test.afterAll(async () => {
  // Leave the stack as global setup started it, whatever happened above.
  await pointLmsAt(smokeEnvs().shell.MFE_LMS_URL);
});

test('the shell picks up a changed mfe_lms URL from the environment without a rebuild, and rolls back', async ({ page, request }) => {
  const envs = smokeEnvs();
  const before = envs.shell.MFE_LMS_URL;
  const next = `http://127.0.0.1:${PORTS.lmsNext}/mfe-lms/${NEXT_LMS_VERSION}/mf-manifest.json`;
  const builtIndex = (await request.get('/index.html')).headers()['etag'];

  await openPortal(page, before);
  expect((await inlinedConfig(page)).remotes.mfe_lms).toBe(before);

  await pointLmsAt(next);
  await openPortal(page, next);
  const config = await inlinedConfig(page);
  expect(config.remotes.mfe_lms).toBe(next);
  expect(config.remotes.mfe_marketing).toBe(envs.shell.MFE_MARKETING_URL);
  const page1 = await request.get('/lms');
  expect(page1.headers()['content-security-policy']).toContain(`http://127.0.0.1:${PORTS.lmsNext}`);
  // The portal's page announces the new manifest (in its after-paint list: it is a prerendered page).
  expect(await page1.text()).toContain(`"href":"${next}"`);
  expect((await (await request.get('/runtime-config.json')).json()).remotes.mfe_lms).toBe(next);
  // Same build: the shell's files did not change (only the rendered config did).
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/src="\/main\.[0-9a-f]{10}\.js"/);

  // Rollback: the same pointer change back to the first deployment.
  await pointLmsAt(before);
  await openPortal(page, before);
  expect((await inlinedConfig(page)).remotes.mfe_lms).toBe(before);
  expect(builtIndex).toBeDefined();
});
