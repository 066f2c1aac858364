// No page builds an Intl formatter while it starts (docs/perf/portal.md, "2026-11-29 04:00–05:10"). The
// browser's first Intl.DateTimeFormat in India's zone, or first currency NumberFormat, costs
// 60–160 ms at Lighthouse's 4× CPU while ICU loads its data: one long task during hydration, the
// difference between the public pages' TBT target met and missed. Prices and India dates are
// written by hand (contracts' money.ts and india-time.ts); this guards that a page showing them
// (a price on every course card, an event's date on Individual Training) keeps it so.
import { expect, test, type Page } from '@playwright/test';
import { HYDRATED_REMOTE } from '../support/page-guards';
import { signUpThroughApi, uniqueEmail } from '../support/portal';

/** From the page's first script on: every Intl formatter built, by kind and arguments. */
async function recordFormatters(page: Page) {
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { __formatters: string[] }).__formatters = built;
    for (const kind of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      const record = (args: unknown[]) => built.push(`${kind} ${JSON.stringify(args)}`);
      (Intl as unknown as Record<string, unknown>)[kind] = new Proxy(Original, {
        construct: (target, args) => (record(args), Reflect.construct(target, args)),
        apply: (target, self, args) => (record(args), Reflect.apply(target as unknown as (...a: unknown[]) => unknown, self, args)),
      });
    }
    // The Date and Number shortcuts build a formatter inside, out of the proxy's sight.
    for (const [proto, name] of [
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Number.prototype, 'toLocaleString'],
    ] as const) {
      const original = (proto as unknown as Record<string, (...a: unknown[]) => string>)[name]!;
      (proto as unknown as Record<string, unknown>)[name] = function (this: unknown, ...args: unknown[]) {
        built.push(`${name} ${JSON.stringify(args)}`);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters);
}

/** Loaded, hydrated, and given a moment for the effects and idle work that follow. */
async function started(page: Page, path: string) {
  await page.goto(path);
  await page.locator(HYDRATED_REMOTE).first().waitFor({ state: 'attached' });
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

test('public pages with prices and India dates build no Intl formatter while they start', async ({ page }) => {
  const built = await recordFormatters(page);
  await started(page, '/training/individual');
  // What the guard is about: this page shows an event's date and time and the courses' prices.
  await expect(page.getByRole('complementary', { name: 'Upcoming webinar' })).toContainText(/\d{1,2} [A-Z][a-z]+ \d{4}, \d{1,2}:\d{2} [ap]m IST/);
  await expect(page.getByText(/₹[\d,]+/).first()).toBeVisible();
  expect(await built()).toEqual([]);
  for (const path of ['/', '/courses', '/events', '/courses/sap-fico']) {
    await started(page, path);
    expect({ path, built: await built() }).toEqual({ path, built: [] });
  }
});

test('the signed-in course list builds no Intl formatter while it starts', async ({ page }) => {
  await signUpThroughApi(page, 'Meera Iyer', uniqueEmail('formatters'));
  const built = await recordFormatters(page);
  await started(page, '/lms');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');
  expect(await built()).toEqual([]);
});
