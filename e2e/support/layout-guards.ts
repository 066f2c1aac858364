// Layout guards instead of pixel snapshots, shared by the public and the
// portal layout specs: nothing wider than the screen, no clipped heading text, the header's brand
// name visible, no button or menu item whose text wraps, card grids without an orphan row, and
// the footer aligned with the page's content. Each guard names what it found, so a failure reads
// as the design defect it is.
import type { Page } from '@playwright/test';

export const LAYOUT_WIDTHS = [360, 768, 1024, 1440] as const;
export const LAYOUT_HEIGHT = 900;

/** Everything the page has measured in the browser, as lines describing each defect. */
export async function layoutDefects(page: Page, brand: string): Promise<string[]> {
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
    if (overflow > 0) {
      // Named by the outermost elements that reach past the screen's right edge.
      const wide = [...document.body.querySelectorAll('*')].filter(
        (el) => el.getBoundingClientRect().right > width + 0.5 && el.getBoundingClientRect().width > 0,
      );
      const outermost = wide.filter(
        (el) => !wide.some((other) => other !== el && other.contains(el) && other !== document.body && !other.matches('main, #root, [data-remote]')),
      );
      const names = outermost
        .slice(0, 3)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : ''} "${name(el).slice(0, 30)}"`,
        );
      defects.push(`horizontal overflow of ${overflow}px (${names.join(', ')})`);
    }

    // 2. The brand name is on screen in the header, not only the mark.
    const brandText = [...document.querySelectorAll('header a span')].find((el) => el.textContent?.trim() === brandName);
    if (!brandText || !shown(brandText) || brandText.getBoundingClientRect().right > width) defects.push('header brand name not visible');

    // 3. Buttons (and links drawn as buttons, and the header's menu items) keep one line: within
    //    each box their text flows in (the button itself, or a block inside it, as a two-line
    //    "Next lesson" button's title), the line boxes share one top. An accordion's question (a
    //    button inside a heading) and a list row drawn as a button (a class in the viewer's
    //    outline, the full width of its list item) are a heading and a list entry, and may wrap.
    const buttonLike = [...document.querySelectorAll('button, a')].filter((el) => {
      if (!shown(el) || el.parentElement?.matches('h2, h3, h4')) return false;
      if (el.parentElement?.tagName === 'LI' && el.getBoundingClientRect().width >= el.parentElement.getBoundingClientRect().width - 1 && !el.closest('header'))
        return false;
      if (el.tagName === 'BUTTON' || el.closest('header nav')) return true;
      const style = getComputedStyle(el);
      return style.display === 'inline-flex' && parseFloat(style.borderTopWidth) > 0; // the site's button look
    });
    for (const el of buttonLike) {
      const tops = new Map<Element, number[]>();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text for screen readers only ("opens in a new tab") sits in a 1 px clipped box.
        if (!node.textContent?.trim() || node.parentElement!.getBoundingClientRect().width <= 1) continue;
        let flow = node.parentElement!;
        while (flow !== el && getComputedStyle(flow).display.startsWith('inline') && !getComputedStyle(flow).display.startsWith('inline-'))
          flow = flow.parentElement!;
        const range = document.createRange();
        range.selectNodeContents(node);
        const found = tops.get(flow) ?? [];
        found.push(...[...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0).map((r) => r.top));
        tops.set(flow, found);
      }
      const lines = Math.max(
        0,
        ...[...tops.values()].map((list) => list.sort((a, b) => a - b).filter((top, i, sorted) => i === 0 || top - sorted[i - 1]! > 4).length),
      );
      if (lines > 1) defects.push(`button wraps onto ${lines} lines: "${name(el)}"`);
      const box = el.parentElement!.getBoundingClientRect();
      if (el.getBoundingClientRect().right > box.right + 1) defects.push(`button wider than its box: "${name(el)}"`);
    }

    // 4. Grids of cards leave no orphan: every row reaches the grid's right edge.
    for (const grid of document.querySelectorAll('main ul, main dl')) {
      // A list whose length is data (the portal's catalogue) ends where the data ends.
      if (getComputedStyle(grid).display !== 'grid' || !shown(grid) || grid.hasAttribute('data-open-ended')) continue;
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

    // 6. No clipped heading text: a heading's text fits its box across (no word wider than the
    //    heading, no ellipsis), and a heading whose overflow is hidden shows all of its lines.
    for (const heading of document.querySelectorAll('h1, h2, h3')) {
      const style = getComputedStyle(heading);
      if (!shown(heading) || style.display === 'inline') continue;
      const label = `${heading.tagName.toLowerCase()} "${name(heading)}"`;
      if (heading.scrollWidth > heading.clientWidth) {
        const ellipsis = style.textOverflow === 'ellipsis' && style.overflowX !== 'visible';
        defects.push(`${label} ${ellipsis ? 'ends in an ellipsis' : 'is clipped'}: ${heading.scrollWidth}px of text in ${heading.clientWidth}px`);
      }
      if (style.overflowY !== 'visible' && heading.scrollHeight > heading.clientHeight + 1)
        defects.push(`${label} loses lines: ${heading.scrollHeight}px of text in ${heading.clientHeight}px`);
    }
    return defects;
  }, brand);
}

/** Waits two frames: the container and media queries settle after a resize. */
export const settleLayout = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * The page as loaded, resized through every width (one load, not one per width), with each
 * defect prefixed by the width it showed at. `extra` adds a screen's own checks at each width.
 */
export async function defectsAcrossWidths(page: Page, brand: string, extra?: (width: number) => Promise<string[]>): Promise<string[]> {
  const found: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: LAYOUT_HEIGHT });
    await settleLayout(page);
    for (const defect of [...(await layoutDefects(page, brand)), ...((await extra?.(width)) ?? [])]) found.push(`${width}px: ${defect}`);
  }
  return found;
}
