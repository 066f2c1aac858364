// axe (WCAG 2 A and AA) on every public route and the 404 page, at desktop and phone widths, and
// the layout guards (support/layout-guards) at 360, 768, 1024 and 1440 px with no console warning
// or error, on the same load; screenshots of home at 360 and 1280 px kept in e2e/artifacts/.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations, describeViolations, WCAG_AA } from '../support/axe';
import { BRAND, PUBLIC_ROUTES } from '../support/public-routes';
import { waitForHydration, watchConsole } from '../support/page-guards';
import { defectsAcrossWidths, LAYOUT_HEIGHT, LAYOUT_WIDTHS } from '../support/layout-guards';

/** Forms far down a page load when they come near the screen: bring everything in. */
async function scrollToFooter(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

const ARTIFACTS = new URL('../artifacts/', import.meta.url).pathname;

const WIDTHS = [1280, 768, 360] as const;

/** axe's findings on the page as it is now, and any horizontal overflow, one line each. */
async function findings(page: Page, width: number) {
  const violations = await axeViolations(page, { tags: WCAG_AA });
  // The layout check rides along: nothing on the page may be wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return [
    ...describeViolations(violations).map((line) => `${line} at ${width}px`),
    ...(overflow > 0 ? [`horizontal overflow of ${overflow}px at ${width}px`] : []),
  ];
}

const NOT_FOUND_PATH = '/no/such/page';

/**
 * One load per route, for both checks: the layout guards (support/layout-guards) at 360, 768,
 * 1024 and 1440 px with no console warning or error, then axe at each of its widths in turn. The
 * page re-lays itself out for the new viewport (CSS media queries, the header's menu toggle)
 * exactly as on a fresh load at that width, and the suite spends a fraction of the time it did
 * loading the same page once per width, and again for the layout guards (public-layout.spec.ts).
 */
async function checkRoute(browser: Browser, baseURL: string, path: string) {
  // Reduced motion: cards are checked and measured in their final state, not half faded in.
  const context = await browser.newContext({ baseURL, viewport: { width: LAYOUT_WIDTHS[0], height: LAYOUT_HEIGHT }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    const watched = watchConsole(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollToFooter(page);
    await expect(page.getByText('Loading the form…')).toHaveCount(0);
    const layout = await defectsAcrossWidths(page, BRAND);
    for (const message of [...watched.errors(), ...watched.warnings()]) {
      // The 404 page's own document answers 404, and the browser logs that.
      if (path === NOT_FOUND_PATH && /status of 404/.test(message.text)) continue;
      layout.push(`console ${message.type}: ${message.text}`);
    }
    watched.stop();
    const axe: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Two frames: the resize's layout, then anything a resize listener rendered.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      axe.push(...(await findings(page, width)));
    }
    return { layout, axe };
  } finally {
    await context.close();
  }
}

test.describe('accessibility (axe wcag2a + wcag2aa) and public layout guards', () => {
  for (const route of [...PUBLIC_ROUTES.map((r) => r.path), NOT_FOUND_PATH]) {
    test(`${route} has no violations and no horizontal overflow at 1280, 768 and 360 px; layout guards at ${LAYOUT_WIDTHS.join(', ')} px`, async ({
      browser,
      baseURL,
    }) => {
      // Three axe scans and four layout passes in one test (home ran past 30 s on a busy 2-core machine).
      test.slow();
      const { layout, axe } = await checkRoute(browser, baseURL!, route);
      expect(axe).toEqual([]);
      expect(layout).toEqual([]);
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
