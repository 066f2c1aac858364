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

async function axe(browser: Browser, baseURL: string, path: string, width: number) {
  // Reduced motion: cards are checked in their final state, not half faded in.
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await scrollToFooter(page);
  await expect(page.getByText('Loading the form…')).toHaveCount(0);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // The layout check rides along: nothing on the page may be wider than the screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await context.close();
  return [
    ...result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ...(overflow > 0 ? [`horizontal overflow of ${overflow}px at ${width}px`] : []),
  ];
}

test.describe('accessibility (axe wcag2a + wcag2aa)', () => {
  for (const route of [...PUBLIC_ROUTES.map((r) => r.path), '/no/such/page']) {
    test(`${route} has no violations and no horizontal overflow at 1280, 768 and 360 px`, async ({ browser, baseURL }) => {
      // Three page loads and three axe scans in one test: three tests' time, not one's (home
      // ran past 30 s on a busy 2-core machine while it found nothing).
      test.slow();
      for (const width of [1280, 768, 360]) expect(await axe(browser, baseURL!, route, width)).toEqual([]);
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
