// Media and fonts, as the browser sees them: the public pages fetch no web
// font and nothing from any origin but the site's own, and do not shift as they load; the
// class viewer fetches nothing from YouTube until the student presses play.
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiUrl, E2E_PORTS } from '../support/e2e-env';
import { openCourse, signUpThroughApi, uniqueEmail } from '../support/portal';
import { waitForHydration } from '../support/page-guards';

const FONT_FILE = /\.(woff2?|ttf|otf|eot)(\?|#|$)/i;
const YOUTUBE_HOSTS = /(^|\.)(youtube(-nocookie)?\.com|youtu\.be|ytimg\.com|googlevideo\.com|ggpht\.com)$/;

/** The shell, both remotes and the API: everything a visitor's browser should talk to. */
const siteOrigins = () => new Set([...Object.values(E2E_PORTS).map((port) => `http://localhost:${port}`), new URL(apiUrl()).origin]);

/** Every request the page makes (its frames included). Requests that would leave the site
 * are recorded, then refused, so the test never waits on the outside world. */
async function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  const site = siteOrigins();
  await page.route(
    (url) => /^https?:$/.test(url.protocol) && !site.has(url.origin),
    (route) => route.abort(),
  );
  const urls = () => requests.map((r) => r.url()).filter((u) => /^(https?|wss?):/.test(u));
  return {
    urls,
    fonts: () => requests.filter((r) => r.resourceType() === 'font' || FONT_FILE.test(new URL(r.url()).pathname)).map((r) => r.url()),
    offSite: () => urls().filter((u) => !site.has(new URL(u).origin)),
    youtube: () => urls().filter((u) => YOUTUBE_HOSTS.test(new URL(u).hostname)),
  };
}

/** Sums every layout shift not caused by input, from the first paint on (never less than CLS). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number };
    w.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) w.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
}

/** Brings every lazy part into view, then lets the page settle. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await page.waitForLoadState('networkidle');
}

for (const [path, heading] of [
  ['/', 'Become job-ready in SAP with real projects'],
  ['/training/individual', 'Individual SAP Training'],
] as const) {
  test(`${path} loads no web font and nothing from another origin, and nothing shifts`, async ({ page }) => {
    const seen = await recordRequests(page);
    const layoutShift = await watchLayoutShifts(page);
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await scrollThrough(page);

    // Illustrations are drawn at their size and the deferred sections hold their space.
    expect(await layoutShift()).toBeLessThan(0.01);

    expect(seen.urls().length).toBeGreaterThan(0);
    expect(seen.fonts()).toEqual([]);
    expect(seen.offSite()).toEqual([]);
    // No @font-face anywhere: the text is set in the system font stack.
    expect(await page.evaluate(() => document.fonts.size)).toBe(0);
  });
}

test('the class viewer fetches nothing from YouTube until play is pressed', async ({ page }) => {
  await signUpThroughApi(page, 'Lakshmi Menon', uniqueEmail('lakshmi'), { openLms: false });
  await openCourse(page, 'SAP Foundations (Free)');
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  const continueLink = page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' });
  const viewerUrl = await continueLink.getAttribute('href');
  expect(viewerUrl).toContain('/classes/');

  // A fresh load of the viewer, so nothing from the pages before counts in its favour.
  const seen = await recordRequests(page);
  await page.goto(viewerUrl!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What SAP is and who uses it');
  const play = page.getByRole('button', { name: 'Play video: What SAP is and who uses it' });
  await expect(play).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);

  expect(seen.youtube()).toEqual([]);
  expect(seen.offSite()).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  // The click is what starts the player, from the privacy-enhanced host (and the recording
  // above would have seen it had it happened earlier).
  await play.click();
  await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/sApFd0001aB"]')).toHaveCount(1);
  await expect.poll(() => seen.youtube().some((u) => u.startsWith('https://www.youtube-nocookie.com/embed/sApFd0001aB'))).toBe(true);
});
