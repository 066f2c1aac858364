// Signed-in portal pages rendered on the server (decisions 031, 152): after sign-in the browser
// holds the API's session cookie, and the page server's first HTML of /lms already has the
// student's greeting and course list, as a browser with JavaScript off sees it (the server's HTML
// as painted), sent private and never for a shared cache; after sign-out that HTML is today's
// login page again. With JavaScript on, the page hydrates that HTML without asking the API again.
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { apiUrl } from '../support/e2e-env';
import { logOut, signUp, uniqueEmail } from '../support/portal';

/** /lms as the server sends it to this browser's cookies, read with JavaScript off. */
async function serverHtml(browser: Browser, signedIn: BrowserContext) {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.storageState() });
  const page = await context.newPage();
  const response = await page.goto('/lms');
  const headers = response?.headers() ?? {};
  const text = await page.locator('#root').innerText();
  await context.close();
  return { headers, text };
}

test("the first HTML of /lms has the signed-in student's greeting and first course, private; after sign-out it does not", async ({
  browser,
  page,
  request,
}) => {
  const name = 'Nila Menon';
  await signUp(page, name, uniqueEmail('nila'));
  const catalogue = (await (await request.get(`${apiUrl()}/lms/courses/list`)).json()) as { results: { course_title: string }[] };
  const firstTitle = catalogue.results[0]?.course_title;
  expect(firstTitle).toBeTruthy();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('sap_session');

  const signedIn = await serverHtml(browser, page.context());
  expect(signedIn.text).toContain(`Hello, ${name}!`);
  expect(signedIn.text).toContain(firstTitle!);
  expect(signedIn.headers['cache-control']).toBe('private, no-store');
  expect(signedIn.headers.vary).toMatch(/Cookie/);

  // With JavaScript on, the page hydrates that HTML: neither §4's check nor the list is asked again.
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(apiUrl())) apiCalls.push(new URL(req.url()).pathname);
  });
  await page.reload();
  await expect(page.getByText(`Hello, ${name}!`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiCalls.filter((path) => ['/lms/auth', '/lms/courses/list', '/lms/enrolments'].includes(path))).toEqual([]);

  await logOut(page);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('sap_session');
  const signedOut = await serverHtml(browser, page.context());
  expect(signedOut.text).not.toContain(name);
  expect(signedOut.text).toContain('You have to login to access this page!');
});
