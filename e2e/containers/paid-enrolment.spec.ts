// The local demo as docker-compose.demo.yml serves it, in real containers (decision 306): the
// demo student signs in on /lms and pays for a course through the `test` provider's checkout
// (the portal's Test checkout dialog, the API's signed test payment), as `README.md` promises a
// developer who runs the demo. Run only by the real-container stage (playwright.containers.config.ts):
// the engine-less compose smoke runs the API production-shaped, with Razorpay.
import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/page-guards';
import { gotoPortal } from '../support/portal';

// api/src/db/seed/index.ts's DEMO_STUDENT (a published password: refused in production).
const DEMO_STUDENT = { email: 'demo@sapacademy.test', password: 'DemoPass123!' };
const PAID_COURSE = 'SAP FICO (Finance and Controlling)';

test('the demo student signs in on /lms and pays for a course through the test checkout', async ({ page }) => {
  const consoleLog = watchConsole(page);
  await gotoPortal(page, '/lms?action=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(DEMO_STUDENT.email);
  await form.getByLabel('Password', { exact: true }).fill(DEMO_STUDENT.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses List');

  await page.getByRole('list', { name: 'Courses' }).getByRole('link', { name: PAID_COURSE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAID_COURSE);
  await page.getByRole('button', { name: /^Enroll Now for ₹/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' })).toBeVisible();

  // The order is paid on the Orders page, not only enrolled.
  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('article').filter({ hasText: PAID_COURSE }).filter({ hasText: 'Paid' })).toBeVisible();
  expect(consoleLog.messages.filter((m) => /Content Security Policy|Refused to/i.test(m.text))).toEqual([]);
});
