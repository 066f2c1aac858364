// axe-core in the page under test, once per document: the one way every spec checks a screen.
//
// Why not `new AxeBuilder({ page }).analyze()` for each check: AxeBuilder evaluates axe-core's
// 550 kB source in the page twice per scan, and its default mode also opens a blank page and
// evaluates it a third time there to merge per-frame results. On the 2-core test machine one
// evaluation costs about 1.5 CPU s and a new page 1.4, a scan itself 0.8 (docs/perf/e2e-time.md,
// 2026-11-27). Here the source is evaluated once per document and every later check on that
// document (another viewport width, the screen after a click) only runs `axe.run`.
//
// What AxeBuilder does that this does not: scan inside frames. A page with a frame (the class
// viewer once a video plays) is handed to AxeBuilder instead, so nothing goes unscanned.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 A and AA: the level every public and portal screen is held to. */
export const WCAG_AA = ['wcag2a', 'wcag2aa'];

interface AxeOptions {
  /** axe rule tags to run; omit for every rule axe has (best practices included). */
  tags?: string[];
}

type AxeWindow = Window & { axe?: { run: (context: Document, options: object) => Promise<AxeResults> } };

/** axe's violations on the page as it is now. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Result[]> {
  // A toast can arrive (the answer to the click before the scan) between the wait for the toaster
  // to settle and the end of the scan, and axe then measures its contrast mid-fade (seen on CI:
  // "1.64" on a stacked toast's title). The scan is repeated when the toaster changed during it.
  // The state compared is the one seen settled, read in the same evaluation: read afterwards, it
  // could already hold a toast that arrived in between, mid-fade, and the scan would be kept
  // (seen in a whole run: "1.95" on a fresh toast's title).
  for (let attempt = 1; ; attempt++) {
    const settled = await settledToasterState(page);
    const violations = await scan(page, options);
    if ((await toasterState(page)) === settled || attempt === 4) return violations;
  }
}

/**
 * In the page: the toasts shown, their stacking and their text, as a string equal before and after
 * a scan when none came or went. With `settled`, false until every toast is opaque and nothing in
 * the toaster moves: a toast fading in or out is half transparent, and axe would measure its
 * contrast mid-animation (a toast's title fades on its own when a newer toast stacks on it; seen on
 * the Orders page). Every part of a toast must be opaque or fully transparent (which axe skips): a
 * stacked toast's title was once caught between the two, before its transition had started.
 */
function toaster(settled: boolean): string | false {
  const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')];
  const still =
    toasts.every((toast) => getComputedStyle(toast).opacity === '1') &&
    [...document.querySelectorAll('[data-sonner-toast] *')].every((part) => ['0', '1'].includes(getComputedStyle(part).opacity)) &&
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return !(target instanceof Element && target.closest('[data-sonner-toaster]'));
    });
  if (settled && !still) return false;
  return JSON.stringify(
    toasts.map((toast) => [toast.dataset.index, toast.dataset.front, toast.dataset.expanded, toast.dataset.mounted, toast.dataset.removed, toast.textContent]),
  );
}

const toasterState = async (page: Page) => (await page.evaluate(toaster, false)) as string;

/** Waits for the toaster to settle and returns its state at that very moment. */
const settledToasterState = async (page: Page) => (await (await page.waitForFunction(toaster, true)).jsonValue()) as string;

async function scan(page: Page, { tags }: AxeOptions): Promise<Result[]> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    return (await (tags ? builder.withTags(tags) : builder).analyze()).violations;
  }
  if (!(await page.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (runOnly) => {
    const { violations } = await (window as AxeWindow).axe!.run(document, {
      ...(runOnly ? { runOnly: { type: 'tag', values: runOnly } } : {}),
      // Only violations are read: axe skips collecting the passes' node details.
      resultTypes: ['violations'],
    });
    return violations;
  }, tags ?? null);
}

/** One line per violation: the rule, where, and (with `summary`) axe's advice on fixing it. */
export const describeViolations = (violations: Result[], { summary = false } = {}) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => (summary ? `${n.target.join(' ')} ${n.failureSummary ?? ''}` : n.target.join(' '))).join(', ')}`);

/** Fails the test with every violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions & { summary?: boolean } = {}) {
  expect(describeViolations(await axeViolations(page, options), options)).toEqual([]);
}
