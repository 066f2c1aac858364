// An auth-aware first paint (docs/decisions/012-portal-first-paint.md). On a
// slow network and CPU, a student holding a token never sees the visitor's Sign Up or Login,
// not for one frame, and a visitor never sees the portal's header. A recorder that runs before
// every frame the page paints (requestAnimationFrame, installed before the page's own scripts)
// notes whatever of either is visible.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl } from '../support/e2e-env';
import { watchConsole } from '../support/page-guards';
import { PASSWORD, uniqueEmail } from '../support/portal';

const WATCHED = {
  visitorLinks: 'header a[href="/lms?action=signup"], header a[href="/lms?action=login"]',
  portalHeader: 'header nav[aria-label="Portal"]',
  loading: '#root p[role="status"]',
};

/** Records, per frame from the very first, which of WATCHED was on screen. */
async function recordFrames(page: Page) {
  await page.addInitScript((watched: Record<string, string>) => {
    const seen = new Set<string>();
    (window as unknown as { __seen: Set<string> }).__seen = seen;
    const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible';
    const check = () => {
      for (const [name, selector] of Object.entries(watched)) if ([...document.querySelectorAll(selector)].some(visible)) seen.add(name);
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, WATCHED);
  return () => page.evaluate(() => [...(window as unknown as { __seen: Set<string> }).__seen].sort());
}

/** Slow 3G and a 4x slower CPU: every step of the start-up gets its own frames. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (500 * 1024) / 8,
    uploadThroughput: (500 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

async function studentToken(request: APIRequestContext) {
  const email = uniqueEmail('first-paint');
  expect((await request.post(`${apiUrl()}/lms/register`, { data: { name: 'Kiran Rao', email, password: PASSWORD } })).ok()).toBe(true);
  const login = await request.post(`${apiUrl()}/lms/login`, { data: { username: email, password: PASSWORD } });
  return ((await login.json()) as { access_token: string }).access_token;
}

test.describe.configure({ mode: 'serial' });

test('a student with a token never sees Sign Up or Login: not on the portal, a course page or a public page', async ({ page, request }) => {
  test.slow(); // a throttled network, three pages
  const token = await studentToken(request);
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
  const console = watchConsole(page);
  await throttle(page);
  const seen = await recordFrames(page);

  await page.goto('/lms');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses List' })).toBeVisible({ timeout: 30_000 });
  // The portal's own header from the first frame, with SPEC §4's 'Loading...' while the check ran.
  expect(await seen()).toEqual(['loading', 'portalHeader']);
  const firstCourse = page.getByRole('list', { name: 'Courses' }).getByRole('link').first();
  const courseUrl = await firstCourse.getAttribute('href');

  for (const path of [courseUrl!, '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible({ timeout: 30_000 });
    expect(await seen(), path).not.toContain('visitorLinks');
  }
  expect(console.errors()).toEqual([]);
});

test("a visitor gets the login page from the server's HTML and never sees the portal's header", async ({ page, browser }) => {
  test.slow();
  const console = watchConsole(page);
  await throttle(page);
  const seen = await recordFrames(page);
  await page.goto('/lms?action=signup');
  await expect(page.getByRole('form', { name: 'Sign up' })).toBeVisible({ timeout: 30_000 });
  await page.locator('[data-remote][data-hydrated]').first().waitFor({ state: 'attached', timeout: 30_000 });
  expect(await seen()).toEqual(['visitorLinks']);
  expect(console.errors()).toEqual([]);

  // Before any script: the page the server sent is the login page itself, not 'Loading...'.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const bare = await noScript.newPage();
    await bare.goto('/lms');
    await expect(bare.getByRole('heading', { level: 1 })).toHaveText('You have to login to access this page!');
    await expect(bare.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toBeVisible();
    await expect(bare.getByRole('navigation', { name: 'Portal' })).toHaveCount(0);
  } finally {
    await noScript.close();
  }
});
