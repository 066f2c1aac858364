// Course grids: /courses showed four narrow cards, then rows of three wide
// ones, with their "View course" buttons at different heights. At every layout width, on both
// pages that list the courses, each row's cards are one height, one width and have their buttons
// on one line, and no row of three or more is followed by a lone card.
import { expect, test, type Page } from '@playwright/test';
import { LAYOUT_HEIGHT, LAYOUT_WIDTHS, settleLayout } from '../support/layout-guards';
import { waitForHydration } from '../support/page-guards';

interface Placed {
  top: number;
  left: number;
  width: number;
  height: number;
  buttonTop: number;
}

/** Every course card of the page's "Courses" list, with its "View course" button's top. */
function measureCards(page: Page): Promise<Placed[]> {
  return page.getByRole('list', { name: 'Courses' }).evaluate((list) =>
    [...list.children].map((card) => {
      const box = card.getBoundingClientRect();
      const button = card.querySelector('a[aria-label^="View course"]')!.getBoundingClientRect();
      return { top: Math.round(box.top), left: box.left, width: box.width, height: box.height, buttonTop: button.top };
    }),
  );
}

function gridDefects(cards: Placed[]): string[] {
  const rows = new Map<number, Placed[]>();
  for (const card of cards) rows.set(card.top, [...(rows.get(card.top) ?? []), card]);
  const counts = [...rows.values()].map((row) => row.length);
  const defects: string[] = [];
  const widths = cards.map((c) => c.width);
  if (Math.max(...widths) - Math.min(...widths) > 1) defects.push(`cards of different widths in rows of ${counts.join(' + ')}`);
  for (const [top, row] of rows) {
    const heights = row.map((c) => c.height);
    if (Math.max(...heights) - Math.min(...heights) > 1) defects.push(`row at ${top}px: heights ${heights.map(Math.round).join(', ')}`);
    const buttons = row.map((c) => c.buttonTop);
    if (Math.max(...buttons) - Math.min(...buttons) > 1) defects.push(`row at ${top}px: buttons at ${buttons.map(Math.round).join(', ')}`);
  }
  if (counts.length > 1 && counts[0]! > 2 && counts.at(-1) === 1) defects.push(`a lone card under rows of ${counts.join(' + ')}`);
  return defects;
}

for (const path of ['/courses', '/training/individual']) {
  test(`${path}: course cards a row share a height, a width and a button line, with no lone card`, async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: LAYOUT_WIDTHS[0], height: LAYOUT_HEIGHT }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page);
    const found: string[] = [];
    for (const width of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height: LAYOUT_HEIGHT });
      await settleLayout(page);
      const cards = await measureCards(page);
      expect(cards.length).toBeGreaterThan(2);
      found.push(...gridDefects(cards).map((defect) => `${width}px: ${defect}`));
    }
    await context.close();
    expect(found).toEqual([]);
  });
}
