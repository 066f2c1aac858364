// Signed-in portal pages rendered on the server (decisions 031, 152): after sign-in the browser
// holds the API's session cookie, and the page server's first HTML of /lms already has the
// student's greeting and course list, as a browser with JavaScript off sees it (the server's HTML
// as painted), sent private and never for a shared cache; after sign-out that HTML is today's
// login page again. With JavaScript on, the page hydrates that HTML without asking the API again.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiUrl } from '../support/e2e-env';
import { gotoPortal, logOut, openCourse, signUp, signUpThroughApi, uniqueEmail } from '../support/portal';

/** A portal page as the server sends it to this browser's cookies, read with JavaScript off. */
async function serverHtml(browser: Browser, signedIn: BrowserContext, path = '/lms') {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await signedIn.storageState() });
  const page = await context.newPage();
  const response = await page.goto(path);
  const headers = response?.headers() ?? {};
  const text = await page.locator('#root').innerText();
  await context.close();
  return { headers, text };
}

/** From now on: the API paths the page asks for, and React's hydration errors it reports. */
function watch(page: Page) {
  const apiCalls: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (req) => {
    if (req.url().startsWith(apiUrl())) apiCalls.push(new URL(req.url()).pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return {
    apiCalls,
    hydrationErrors: () => consoleErrors.filter((text) => /hydrat|did not match|Minified React error #4(18|19|23|25)/i.test(text)),
  };
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

  // With JavaScript on, the page hydrates that HTML: neither §4's check nor the list is asked
  // again, and React reports no mismatch between the server's HTML and its first render.
  const { apiCalls, hydrationErrors } = watch(page);
  await page.reload();
  await expect(page.getByText(`Hello, ${name}!`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(apiCalls.filter((path) => ['/lms/auth', '/lms/courses/list', '/lms/enrolments'].includes(path))).toEqual([]);
  expect(hydrationErrors()).toEqual([]);

  await logOut(page);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('sap_session');
  const signedOut = await serverHtml(browser, page.context());
  expect(signedOut.text).not.toContain(name);
  expect(signedOut.text).toContain('You have to login to access this page!');
});

test("the course page and the class viewer's first HTML have the student's course and class; hydration asks for neither again", async ({ browser, page }) => {
  await signUpThroughApi(page, 'Arjun Pillai', uniqueEmail('arjun'), { openLms: false });
  await openCourse(page, 'SAP Foundations (Free)');
  const coursePath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  const viewerPath = await page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' }).getAttribute('href');
  expect(viewerPath).toContain('/classes/');

  const course = await serverHtml(browser, page.context(), coursePath);
  expect(course.text).toContain('SAP Foundations (Free)');
  expect(course.text).toContain('Continue Course');
  expect(course.headers['cache-control']).toBe('private, no-store');

  // The viewer opens the first class of a course nobody has opened yet.
  const viewer = await serverHtml(browser, page.context(), viewerPath!);
  expect(viewer.text).toContain('What SAP is and who uses it');
  expect(viewer.headers['cache-control']).toBe('private, no-store');

  const { apiCalls, hydrationErrors } = watch(page);
  await page.goto(viewerPath!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('What SAP is and who uses it');
  await page.waitForLoadState('networkidle');
  expect(apiCalls.filter((path) => path === '/lms/auth' || /\/continue\/|\/class\/\d+$/.test(path))).toEqual([]);
  expect(hydrationErrors()).toEqual([]);
});

// The answers a page was rendered with stand for its first reads only (decision 036, 2026-11-29
// 11:00): a change the student makes at once, on the page as the server sent it, shows at once.
// On the course page as a server render, within seconds of its load, the join's invalidation used
// to be answered with the page's own answer ("not enrolled"), and Continue Course never came.
test('a course page the server rendered shows the enrolment the student makes right after it loads', async ({ page, request }) => {
  await signUpThroughApi(page, 'Kavya Iyer', uniqueEmail('kavya'), { openLms: false });
  const catalogue = (await (await request.get(`${apiUrl()}/lms/courses/list`)).json()) as { results: { id: number; course_title: string }[] };
  const free = catalogue.results.find((course) => course.course_title === 'SAP Foundations (Free)');
  expect(free).toBeTruthy();
  await gotoPortal(page, `/lms/course/${free!.id}`);
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  await expect(page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' })).toBeVisible();
});
