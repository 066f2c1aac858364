// Layout guards (see support/layout-guards) on every public route at 360, 768,
// 1024 and 1440 px, and no console warning or error. For CI time each test walks a group of
// routes in one page, and each route is loaded once and resized through the widths.
import { expect, test, type Page } from '@playwright/test';
import { BRAND, PUBLIC_ROUTES } from '../support/public-routes';
import { waitForHydration, watchConsole } from '../support/page-guards';
import { defectsAcrossWidths, LAYOUT_HEIGHT, LAYOUT_WIDTHS } from '../support/layout-guards';

const NOT_FOUND_PATH = '/no/such/page';
const ROUTES = [...PUBLIC_ROUTES.map((r) => r.path), NOT_FOUND_PATH];
/** Enough groups that one failing route still reads apart from the rest, few enough to be quick. */
const GROUPS = 4;

async function routeDefects(page: Page, route: string): Promise<string[]> {
  const watched = watchConsole(page);
  await page.goto(route);
  await waitForHydration(page);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByText('Loading the form…')).toHaveCount(0);
  const found = await defectsAcrossWidths(page, BRAND);
  for (const message of [...watched.errors(), ...watched.warnings()]) {
    // The 404 page's own document answers 404, and the browser logs that.
    if (route === NOT_FOUND_PATH && /status of 404/.test(message.text)) continue;
    found.push(`console ${message.type}: ${message.text}`);
  }
  watched.stop();
  return found.map((defect) => `${route} ${defect}`);
}

test.describe('public layout guards', () => {
  for (let group = 0; group < GROUPS; group++) {
    const routes = ROUTES.filter((_, index) => index % GROUPS === group);
    test(`${routes.join(', ')} at ${LAYOUT_WIDTHS.join(', ')} px`, async ({ browser, baseURL }) => {
      test.slow();
      // Reduced motion: cards are measured in their final place, not mid-entrance.
      const context = await browser.newContext({ baseURL, viewport: { width: LAYOUT_WIDTHS[0], height: LAYOUT_HEIGHT }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const found: string[] = [];
      for (const route of routes) {
        await page.setViewportSize({ width: LAYOUT_WIDTHS[0], height: LAYOUT_HEIGHT });
        found.push(...(await routeDefects(page, route)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
