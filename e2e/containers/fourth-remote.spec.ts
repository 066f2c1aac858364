// A fourth remote joins the real containers by configuration alone (decisions 307 and 312): the
// fixture remote (scripts/lib/fourth-remote-fixture.mjs), built by the stage and served by its own
// container, is mounted on /labs by REMOTES and ROUTES in the stage's env file; the shell's nginx
// and the renderer run the images built from their unchanged Dockerfiles and entrypoint.sh (the
// stage checks that before this runs). Run only by the real-container stage.
import { expect, test } from '@playwright/test';
import { LABS } from '../../scripts/lib/fourth-remote-fixture.mjs';
import { PORTS } from '../../scripts/lib/containers/stack.mjs';
import { watchConsole } from '../support/page-guards';

const LABS_MANIFEST = `http://localhost:${PORTS.labs}/mfe-labs/${LABS.version}/mf-manifest.json`;

test("/labs shows the fourth remote's page under the site's header; / and /lms still work", async ({ page, request }) => {
  // The renderer announces the route's remote for the first paint, from the manifest it fetches
  // inside the network (REMOTE_FETCH_MAP); each request skips nginx's page cache by its query.
  await expect
    .poll(async () => (await request.get(`${LABS.prefix}?hints=${Date.now()}`)).text(), { timeout: 30_000 })
    .toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${LABS_MANIFEST}">`);

  const messages = watchConsole(page);
  await page.goto(LABS.prefix);
  const area = page.locator(`[data-remote="${LABS.remote}"]`);
  await expect(area.getByRole('heading', { level: 1 })).toHaveText(LABS.heading);
  await expect(area.getByText(LABS.text)).toBeVisible();
  await expect(area).toHaveAttribute('data-remote-version', LABS.version);
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/lms?action=login');
  // DOCUMENT_POSITION_FOLLOWING: the remote's area comes after the site's header.
  expect(
    await page.evaluate(
      (remote) => document.querySelector('header')!.compareDocumentPosition(document.querySelector(`[data-remote="${remote}"]`)!),
      LABS.remote,
    ),
  ).toBe(4);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(messages.errors()).toEqual([]);

  await page.goto('/lms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become job-ready in SAP with real projects');
});
