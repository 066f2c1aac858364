// No dead ends: every internal link on every public page leads to a page that is
// not the 404, and every in-page target (#section) exists there.
import { expect, test } from '@playwright/test';
import { waitForHydration } from '../support/page-guards';
import { NOT_FOUND_HEADING, PUBLIC_ROUTES } from '../support/public-routes';

/** Decision 205's stand-in for deferred sections, and a lazy page's loading state: 100vh tall. */
const placeholdersShown = () => [...document.querySelectorAll<HTMLElement>('main [style]')].filter((e) => e.style.minHeight === '100vh').length;

test('crawling every internal link from every public page never reaches the 404 page', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  // Each page is loaded once; the #section links into it are checked against the ids it rendered
  // (a page reached by three section links used to be loaded three times).
  const loaded = new Map<string, Set<string> | 'not found'>();
  const queue = PUBLIC_ROUTES.map((r) => r.path);
  const queued = new Set(queue);
  const linkedFrom = new Map<string, string>();

  while (queue.length > 0) {
    const target = queue.shift()!;
    const url = new URL(target, origin);
    const pageKey = `${url.pathname}${url.search}`;
    if (loaded.has(pageKey)) continue;
    await page.goto(pageKey);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    if ((await h1.textContent()) === NOT_FOUND_HEADING) {
      loaded.set(pageKey, 'not found');
      continue;
    }
    // Sections below the hero render a moment after it (docs/decisions/205), and their links too:
    // the page is complete once the remote has hydrated, which it marks from inside the page's own
    // boundary (decision 205's amendment). Network idle waited for the same and then for the
    // shell's idle-time monitoring too, half a second or more on every page.
    await page.getByRole('contentinfo').waitFor();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(placeholdersShown), 'sections still deferred or loading').toBe(0);
    loaded.set(pageKey, new Set(await page.locator('[id]').evaluateAll((nodes) => nodes.map((node) => node.id))));

    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const next = new URL(href);
      if (next.origin !== origin || next.pathname.startsWith('/lms')) continue;
      const link = `${next.pathname}${next.search}${next.hash}`;
      if (!queued.has(link)) {
        queued.add(link);
        linkedFrom.set(link, target);
        queue.push(link);
      }
    }
  }

  const failures: string[] = [];
  for (const link of queued) {
    const url = new URL(link, origin);
    const ids = loaded.get(`${url.pathname}${url.search}`);
    if (ids === 'not found') failures.push(`${link} (linked from ${linkedFrom.get(link) ?? 'the route table'})`);
    else if (url.hash && !ids?.has(decodeURIComponent(url.hash.slice(1)))) failures.push(`${link}: no element ${url.hash}`);
  }
  expect(failures).toEqual([]);
  // Links beyond the route table were followed (section links, pages only linked to).
  expect(queued.size).toBeGreaterThan(PUBLIC_ROUTES.length);
});

test('the footer policy links and the calls to action that leave the site open safely', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Privacy Policy', 'Terms and Conditions', 'Refund and Cancellation']) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '/privacy-policy');
  }
  await expect(footer.getByRole('list', { name: 'Social media' }).getByRole('link')).toHaveCount(4);
  const expert = page.getByRole('link', { name: /Talk to an Expert/ });
  await expect(expert).toHaveAttribute('target', '_blank');
  await expect(expert).toHaveAttribute('rel', 'noopener');
  await expect(expert).toHaveAttribute('href', /^https:\/\//);
});
