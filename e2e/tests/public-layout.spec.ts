// Layout guards instead of pixel snapshots (issue 17, part 5), on every public route at 360,
// 768, 1024 and 1440 px: nothing wider than the screen, the header's brand name visible,
// no button or menu item whose text wraps, card grids without an orphan row, and the footer
// aligned with the page's content. Each guard names what it found, so a failure reads as the
// design defect it is.
import { expect, test, type Page } from '@playwright/test';
import { BRAND, PUBLIC_ROUTES } from '../support/public-routes';
import { waitForHydration, watchConsole } from '../support/page-guards';

const WIDTHS = [360, 768, 1024, 1440] as const;
const NOT_FOUND_PATH = '/no/such/page';

/** Everything the page has measured in the browser, as lines describing each defect. */
async function layoutDefects(page: Page, brand: string): Promise<string[]> {
  return page.evaluate((brandName) => {
    const defects: string[] = [];
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden' && rect.right > 0 && rect.left < width;
    };
    const name = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);

    // 1. No horizontal overflow.
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) defects.push(`horizontal overflow of ${overflow}px`);

    // 2. The brand name is on screen in the header, not only the mark.
    const brandText = [...document.querySelectorAll('header a span')].find((el) => el.textContent?.trim() === brandName);
    if (!brandText || !shown(brandText) || brandText.getBoundingClientRect().right > width) defects.push('header brand name not visible');

    // 3. Buttons (and links drawn as buttons, and the header's menu items) keep one line: the
    //    line boxes of their visible text all share one top. An accordion's question (a button
    //    inside a heading, the full width of the page) is a heading and may wrap.
    const buttonLike = [...document.querySelectorAll('button, a')].filter((el) => {
      if (!shown(el) || el.parentElement?.matches('h2, h3, h4')) return false;
      if (el.tagName === 'BUTTON' || el.closest('header nav')) return true;
      const style = getComputedStyle(el);
      return style.display === 'inline-flex' && parseFloat(style.borderTopWidth) > 0; // the site's button look
    });
    for (const el of buttonLike) {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only ("opens in a new tab") sits in a 1 px clipped box.
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0));
      }
      const lines = rects
        .map((r) => r.top)
        .sort((a, b) => a - b)
        .filter((top, i, tops) => i === 0 || top - tops[i - 1]! > 4).length;
      if (lines > 1) defects.push(`button wraps onto ${lines} lines: "${name(el)}"`);
      const box = el.parentElement!.getBoundingClientRect();
      if (el.getBoundingClientRect().right > box.right + 1) defects.push(`button wider than its box: "${name(el)}"`);
    }

    // 4. Grids of cards leave no orphan: every row reaches the grid's right edge.
    for (const grid of document.querySelectorAll('main ul, main dl')) {
      if (getComputedStyle(grid).display !== 'grid' || !shown(grid)) continue;
      const items = [...grid.children].filter(shown);
      if (items.length < 2) continue;
      const rows = new Map<number, number>();
      for (const item of items) {
        const rect = item.getBoundingClientRect();
        const top = Math.round(rect.top);
        rows.set(top, Math.max(rows.get(top) ?? 0, rect.right));
      }
      const right = Math.max(...rows.values());
      const counts = [...rows.keys()].map((top) => items.filter((item) => Math.round(item.getBoundingClientRect().top) === top).length);
      if ([...rows.values()].some((rowRight) => right - rowRight > 2)) {
        defects.push(`grid "${name(grid).slice(0, 30)}" has a short row: ${counts.join(' + ')}`);
      }
    }

    // 5. The footer's content starts where the page's content (the header's logo) starts.
    const logo = document.querySelector('header a[aria-label$=" home"]');
    const footerStart = document.querySelector('footer p');
    if (logo && footerStart) {
      const offset = Math.round(footerStart.getBoundingClientRect().left - logo.getBoundingClientRect().left);
      if (Math.abs(offset) > 1) defects.push(`footer is ${offset}px off the page content`);
    }
    return defects;
  }, brand);
}

test.describe('public layout guards (issue 17)', () => {
  for (const route of [...PUBLIC_ROUTES.map((r) => r.path), NOT_FOUND_PATH]) {
    test(`${route} at ${WIDTHS.join(', ')} px`, async ({ browser, baseURL }) => {
      test.slow();
      // Reduced motion: cards are measured in their final place, not mid-entrance.
      const context = await browser.newContext({ baseURL, viewport: { width: WIDTHS[0], height: 900 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const watched = watchConsole(page);
      await page.goto(route);
      await waitForHydration(page);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByText('Loading the form…')).toHaveCount(0);
      const found: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // A frame for the container and media queries to settle.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        for (const defect of await layoutDefects(page, BRAND)) found.push(`${width}px: ${defect}`);
      }
      for (const message of [...watched.errors(), ...watched.warnings()]) {
        // The 404 page's own document answers 404, and the browser logs that.
        if (route === NOT_FOUND_PATH && /status of 404/.test(message.text)) continue;
        found.push(`console ${message.type}: ${message.text}`);
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
});
