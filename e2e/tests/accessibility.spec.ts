// axe (WCAG 2 A and AA) on every public route and the 404 page, at desktop and phone widths;
// screenshots of home at 360 and 1280 px kept in e2e/artifacts/.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PUBLIC_ROUTES } from '../support/public-routes';
import { waitForHydration } from '../support/page-guards';

/** Forms far down a page load when they come near the screen: bring everything in. */
async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;

const WIDTHS = [1280, 768, 360] as const;

/**
 * axe's findings on the page as it is now, and any horizontal overflow, one line each.
 * axe runs in the page itself (AxeBuilder's legacy mode): the default mode opens a blank page per
 * scan to merge per-frame results, which took twice as long (docs/perf/e2e-time.md). Legacy mode
 * skips cross-origin frames only, and a public page has no frame at all: asserted, so a frame
 * added later fails here instead of going unscanned.
 */
async function findings(page: Page, width: number) {
  expect(
    page
      .frames()
      .map((frame) => frame.url())
      .slice(1),
    'frames axe would not scan',
  ).toEqual([]);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode().analyze();
  // The layout check rides along: nothing on the page may be wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return [
    ...result.violations.map((v) => `${v.id} at ${width}px: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ...(overflow > 0 ? [`horizontal overflow of ${overflow}px at ${width}px`] : []),
  ];
}

/**
 * One load per route, scanned at each width in turn: the page re-lays itself out for the new
 * viewport (CSS media queries, the header's menu toggle) exactly as on a fresh load at that
 * width, and the suite spends a third of the time it did loading the same page three times.
 */
async function axeAtEveryWidth(browser: Browser, baseURL: string, path: string) {
  // Reduced motion: cards are checked in their final state, not half faded in.
  const context = await browser.newContext({ baseURL, viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToFooter(page);
    await expect(page.getByText('Loading the form…')).toHaveCount(0);
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize's layout, then anything a resize listener rendered.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      found.push(...(await findings(page, width)));
    }
    return found;
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe wcag2a + wcag2aa)', () => {
  for (const route of [...PUBLIC_ROUTES.map((r) => r.path), '/no/such/page']) {
    test(`${route} has no violations and no horizontal overflow at 1280, 768 and 360 px`, async ({ browser, baseURL }) => {
      // Three axe scans in one test (home ran past 30 s on a busy 2-core machine).
      test.slow();
      expect(await axeAtEveryWidth(browser, baseURL!, route)).toEqual([]);
    });
  }
});

test.describe('layouts', () => {
  for (const width of [360, 768, 1280]) {
    test(`home at ${width} px: nothing wider than the screen; screenshot kept`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto('/');
      await waitForHydration(page);
      await scrollToFooter(page);
      await expect(page.getByRole('form', { name: 'Contact' })).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (width !== 768) await page.screenshot({ path: `${ARTIFACTS}home-${width}.png`, fullPage: true });
      await context.close();
    });
  }
});
