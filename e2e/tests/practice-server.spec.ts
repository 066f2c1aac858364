// End to end (decision 150): staff add a practice-server login in the back office, a student buys
// the 30-day server access course through the test checkout, finds the login on the Practice
// server page and reveals its password; each new screen is checked by axe.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, WCAG_AA } from '../support/axe';
import { gotoPortal, openCourse, signUpThroughApi, uniqueEmail, verifyEmail } from '../support/portal';
import { adminPage } from '../support/staff';

const SERVER_COURSE = 'SAP S/4HANA Practice Server Access — 30 days';
const stamp = `${Date.now()}`.slice(-8);
const LOGIN = { host: 's4e2e.sap-academy.local', client: '100', username: `E2E${stamp}`, password: `E2e-Pw-${stamp}!` };

test.describe.configure({ mode: 'serial' });

test('staff add a login; a student buys 30-day server access and reveals the password', async ({ browser, page }) => {
  test.slow(); // two people's sessions, a checkout and two axe scans

  // The demo seed's two logins may already be taken by earlier runs on this database: add one more.
  const staff = await adminPage(browser);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Practice server' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Practice server' })).toBeVisible();
  const add = staff.getByRole('form', { name: 'Add credential' });
  await add.getByLabel('Host').fill(LOGIN.host);
  await add.getByLabel('Client').fill(LOGIN.client);
  await add.getByLabel('User').fill(LOGIN.username);
  await add.getByLabel('Initial password').fill(LOGIN.password);
  await add.getByRole('button', { name: 'Add credential' }).click();
  await expect(staff.getByRole('table', { name: 'Credentials' }).getByRole('row', { name: new RegExp(LOGIN.username) })).toBeVisible();
  // The password went in and never comes back out of the back office.
  await expect(staff.getByText(LOGIN.password)).toHaveCount(0);
  await expectNoAxeViolations(staff, { tags: WCAG_AA });

  const email = uniqueEmail('server');
  await signUpThroughApi(page, 'Server Student', email);
  await verifyEmail(page, email);
  await openCourse(page, SERVER_COURSE);
  await page.getByRole('button', { name: /^Enroll Now for ₹/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await dialog.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' })).toBeVisible();

  // From the dashboard's live-training links, as a student finds it.
  await gotoPortal(page, '/lms');
  await page.getByRole('navigation', { name: 'Live training' }).getByRole('link', { name: 'Practice server' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practice server' })).toBeVisible();
  await expect(page.getByText(/^Practice server: (up|down|not checked yet)/)).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.getByText('Access until')).toBeVisible();
  await expectNoAxeViolations(page, { tags: WCAG_AA });
  await card.getByRole('button', { name: 'Reveal password' }).click();
  await expect(card.getByRole('button', { name: 'Hide password' })).toBeVisible();
  await expect(card.locator('code')).not.toHaveText('');

  // Staff see the grant (the login, not the password).
  await staff.reload();
  await expect(
    staff.getByRole('table', { name: 'Grants and waiting list' }).getByRole('row', { name: new RegExp(`Server Student .*${SERVER_COURSE}`) }),
  ).toBeVisible();
});
