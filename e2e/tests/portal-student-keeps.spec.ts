// The portal's defects end to end:
// 1. archiving a course takes it out of the catalogue and new enrolment only: the enrolled student
//    keeps it in their list ("No longer sold") with its page; a student who never enrolled can
//    neither see nor join it;
// 2. an open order on a 360 px phone: cards, no sideways scrolling, Status in view, Cancel and
//    Pay now (the same order), each state in words;
// 8. the login card keeps its margins on a phone, and its password field has a show-password toggle;
// 9. the verification banner lines up with the page and wraps a long address;
// 10. the course grid never ends on a lone card.
// axe (wcag2a + wcag2aa) on each changed screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, WCAG_AA } from '../support/axe';
import { apiUrl } from '../support/e2e-env';
import { gotoPortal, openCourse, signUpThroughApi, uniqueEmail, verifyEmail } from '../support/portal';

// The demo seed's staff account (api/src/db/seed, README "Try it").
const ADMIN = { username: 'admin@sapacademy.test', password: 'AdminPass123!' };
const PAID_COURSE = 'SAP FICO (Finance and Controlling)';
const PHONE = { width: 360, height: 800 };

/** How far the page scrolls sideways (0: it fits the screen). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function staffToken(request: APIRequestContext) {
  const res = await request.post(`${apiUrl()}/lms/login`, { data: ADMIN });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).access_token}` };
}

/** A free course published through the back office's API, as staff do it. */
async function publishCourse(request: APIRequestContext, title: string) {
  const headers = await staffToken(request);
  const slug = `kept-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const created = await request.post(`${apiUrl()}/admin/courses`, {
    headers,
    data: {
      course_title: title,
      slug,
      description: 'A course that is archived after students enrol.',
      difficulty_level: 'Beginner',
      course_type: 'Self-paced',
      course_duration: 30,
      price: 0,
      poster_url: '',
      published: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const published = await request.post(`${apiUrl()}/admin/courses/${id}/publish`, { headers, data: { version: 0 } });
  expect(published.ok()).toBe(true);
  return {
    id: id as number,
    archive: async () => {
      const res = await request.post(`${apiUrl()}/admin/courses/${id}/archive`, { headers, data: { version: 1 } });
      expect(res.ok()).toBe(true);
    },
  };
}

test('an enrolled student keeps an archived course, marked "No longer sold"; another student can neither see nor join it', async ({
  browser,
  baseURL,
  request,
}) => {
  test.slow();
  const title = `Archived Course ${Date.now()}`;
  const course = await publishCourse(request, title);

  const keeper = await (await browser.newContext({ baseURL })).newPage();
  await signUpThroughApi(keeper, 'Meera Keeper', uniqueEmail('keeper'), { openLms: false });
  await openCourse(keeper, title);
  await keeper.getByRole('button', { name: 'Enroll Now for Free' }).click();
  await expect(keeper.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' })).toBeVisible();

  await course.archive();

  await gotoPortal(keeper, '/lms');
  const card = keeper.getByRole('list', { name: 'Courses' }).getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('No longer sold');
  await expect(keeper.getByRole('region', { name: 'Continue learning' }).getByRole('link', { name: `Continue ${title}` })).toBeVisible();
  await expectNoAxeViolations(keeper, { tags: WCAG_AA });
  await card.click();
  await expect(keeper.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(keeper.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' })).toBeVisible();

  const newcomer = await (await browser.newContext({ baseURL })).newPage();
  await signUpThroughApi(newcomer, 'Arjun Newcomer', uniqueEmail('newcomer'));
  await expect(newcomer.getByRole('list', { name: 'Courses' }).getByRole('link').first()).toBeVisible();
  await expect(newcomer.getByRole('list', { name: 'Courses' }).getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  await gotoPortal(newcomer, `/lms/course/${course.id}`);
  await expect(newcomer.getByText('Sorry! Page you are looking for is not found!')).toBeVisible();
  const token = await newcomer.evaluate(() => localStorage.getItem('token'));
  const join = await request.post(`${apiUrl()}/lms/course/${course.id}/join`, { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(join.status()).toBe(404);
  await keeper.context().close();
  await newcomer.context().close();
});

test('on a 360 px phone: the login card keeps its margins and shows the password on request', async ({ browser, baseURL }) => {
  test.slow();
  const page = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  await gotoPortal(page, '/lms?action=login');
  const card = await page.getByRole('main').boundingBox();
  expect(card!.x).toBeGreaterThanOrEqual(16);
  expect(PHONE.width - (card!.x + card!.width)).toBeGreaterThanOrEqual(16);
  const form = page.getByRole('form', { name: 'Sign in' });
  const password = form.getByLabel('Password', { exact: true });
  const toggle = form.getByRole('button', { name: 'Show password' });
  await password.fill('correct-horse-42');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('correct-horse-42');
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await page.context().close();
});

test('on a 360 px phone: the banner lines up, an open order reads as a card with Cancel and Pay now, each state in words', async ({ browser, baseURL }) => {
  test.slow();
  const page = await (await browser.newContext({ baseURL, viewport: PHONE })).newPage();
  const email = uniqueEmail('a-student-with-a-rather-long-address-for-a-phone');
  await signUpThroughApi(page, 'Kavya Menon', email);

  // Defect 9: the banner starts where the page's content starts, and the long address wraps.
  const banner = page.getByRole('region', { name: 'Verify your e-mail' });
  await expect(banner).toContainText(email);
  const bannerBox = (await banner.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(Math.abs(bannerBox.x - headingBox.x)).toBeLessThanOrEqual(1);
  expect(bannerBox.x + bannerBox.width).toBeLessThanOrEqual(PHONE.width - 15);
  expect(await sidewaysScroll(page)).toBe(0);
  await verifyEmail(page, email);

  // An order left open: the payment window closed before paying.
  await openCourse(page, PAID_COURSE);
  await page.getByRole('button', { name: /^Enroll Now for ₹/ }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert')).toContainText('You have not been charged');

  await gotoPortal(page, '/lms/orders');
  const order = page.getByRole('article').filter({ hasText: PAID_COURSE }).first();
  await expect(order).toContainText('Awaiting payment');
  await expect(order).toContainText(/Open until .* IST/);
  const status = order.getByRole('definition').filter({ hasText: 'Awaiting payment' });
  await expect(status).toBeInViewport();
  const statusBox = (await status.boundingBox())!;
  expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(PHONE.width);
  await expect(order.getByRole('button', { name: 'Pay now' })).toBeInViewport();
  await expect(order.getByRole('button', { name: 'Cancel' })).toBeInViewport();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page, { tags: WCAG_AA });

  await order.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Order cancelled. You have not been charged.')).toBeVisible();
  await expect(order).toContainText('This order was cancelled before it was paid. You have not been charged.');
  await expect(order.getByRole('button')).toHaveCount(0);

  // A new open order, paid from the Orders page: Pay now opens the checkout of that very order.
  await openCourse(page, PAID_COURSE);
  await page.getByRole('button', { name: /^Enroll Now for ₹/ }).click();
  const firstDialog = page.getByRole('dialog', { name: 'Test checkout' });
  const orderId = /order \S+/.exec((await firstDialog.textContent())!)![0];
  await firstDialog.getByRole('button', { name: 'Cancel' }).click();
  await gotoPortal(page, '/lms/orders');
  const open = page.getByRole('article').filter({ hasText: 'Awaiting payment' });
  await open.getByRole('button', { name: 'Pay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toContainText(orderId);
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByText(`You are enrolled in ${PAID_COURSE}.`)).toBeVisible();
  const paid = page.getByRole('article').filter({ hasText: PAID_COURSE }).filter({ hasText: 'Paid' });
  await expect(paid.getByRole('button', { name: 'Download receipt' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  expect(await sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await page.context().close();
});

test('the course grid never ends on a lone card, at 1440 and 1024 px', async ({ browser, baseURL }) => {
  test.slow();
  const page = await (await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } })).newPage();
  await signUpThroughApi(page, 'Grid Student', uniqueEmail('grid'));
  const grid = page.getByRole('list', { name: 'Courses' });
  await expect(grid.getByRole('listitem').first()).toBeVisible();
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    const rows = await grid.evaluate((list) => {
      const tops = new Map<number, number>();
      for (const item of list.children)
        tops.set(Math.round(item.getBoundingClientRect().top), (tops.get(Math.round(item.getBoundingClientRect().top)) ?? 0) + 1);
      return [...tops.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
    });
    expect(rows.reduce((a, b) => a + b, 0)).toBeGreaterThan(1);
    expect(rows.slice(0, -1).every((count) => count === 3 || count === 2)).toBe(true);
    expect(rows.at(-1), `rows at ${width}px: ${rows.join(' + ')}`).toBeGreaterThanOrEqual(2);
  }
  await page.context().close();
});
