// End to end: students run their own accounts. The API mails a local SMTP capture
// (support/smtp-capture.ts, started with the suite) and each flow reads its code from that mail,
// as a student reads their inbox.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, WCAG_AA } from '../support/axe';
import { codeIn, waitForMail } from '../support/mailbox';
import { gotoPortal, logIn, PASSWORD, signUp, uniqueEmail, verifyEmail } from '../support/portal';

const portalHeading = (page: Page) => page.getByRole('heading', { level: 1 });
const NEW_PASSWORD = 'saffron-monsoon-1987';

test('forgot password: the code from the mail resets it, the old session is revoked, and the new password signs in', async ({ page, browser }) => {
  test.slow(); // two browsers, three mails, axe on each form
  const email = uniqueEmail('lakshmi');
  await signUp(page, 'Lakshmi Rao', email);
  const welcome = await waitForMail(email, /welcome/i);
  expect(welcome.html).toContain('Lakshmi Rao');

  // Another browser, signed out: the student has forgotten the password there.
  const other = await browser.newContext();
  const resetPage = await other.newPage();
  await gotoPortal(resetPage, '/lms?action=login');
  await resetPage
    .getByRole('button', { name: 'Forgot password?' })
    .or(resetPage.getByRole('link', { name: 'Forgot password?' }))
    .click();
  await expect(resetPage.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(resetPage, { tags: WCAG_AA });
  const since = Date.now();
  await resetPage.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await resetPage.getByRole('button', { name: 'Send code' }).click();
  const mail = await waitForMail(email, /reset your/i, { since });
  expect(mail.html).toContain(codeIn(mail));
  expect(mail.subject).not.toMatch(/\d{6}/);

  // A wrong code first: refused, nothing changes.
  await resetPage.getByRole('textbox', { name: 'Code', exact: true }).fill(codeIn(mail) === '000000' ? '111111' : '000000');
  await resetPage.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await resetPage.getByRole('button', { name: 'Reset password' }).click();
  await expect(resetPage.getByText('Invalid or expired code.').or(resetPage.getByRole('alert'))).toBeVisible();
  await resetPage.getByRole('textbox', { name: 'Code', exact: true }).fill(codeIn(mail));
  await resetPage.getByRole('button', { name: 'Reset password' }).click();
  await expect(portalHeading(resetPage)).toHaveText('Courses List');
  await expect(waitForMail(email, /password was changed/i, { since })).resolves.toMatchObject({ text: expect.stringMatching(/wasn.t you/i) });

  // The first browser's session was revoked by the reset: it is back at the login page.
  await gotoPortal(page, '/lms');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  // The old password no longer works; the new one does.
  await gotoPortal(page, '/lms?action=login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid e-mail or password.').first()).toBeVisible();
  await form.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(portalHeading(page)).toHaveText('Courses List');
  await other.close();
});

test('a new student verifies the e-mail from the banner, then manages the profile and signs out of all devices', async ({ page, browser }) => {
  test.slow(); // a whole account story: sign-up, banner code, profile, password, e-mail change and undo notice, sign-out everywhere
  const email = uniqueEmail('arjun');
  await signUp(page, 'Arjun Menon', email);
  await expectNoAxeViolations(page, { tags: WCAG_AA }); // the banner is on the page
  await verifyEmail(page, email);

  await page.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Profile' }).click();
  await expect(portalHeading(page)).toHaveText('Profile');
  await expectNoAxeViolations(page, { tags: WCAG_AA });

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Arjun K. Menon');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved.').first()).toBeVisible();

  // The new address gets the code; the account moves only once it is entered.
  const newEmail = uniqueEmail('arjun-new');
  const since = Date.now();
  await page.getByRole('textbox', { name: 'New e-mail', exact: true }).fill(newEmail);
  // Decision 118: a session alone cannot move the account.
  await page.getByRole('region', { name: 'E-mail' }).getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = codeIn(await waitForMail(newEmail, /new e-mail address/i, { since }));
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(page.getByText('Your e-mail address is changed.').first()).toBeVisible();
  await expect(waitForMail(email, /e-mail address was changed/i, { since })).resolves.toMatchObject({ text: expect.stringContaining(newEmail) });

  // A second device, signed in with the new address.
  const other = await browser.newContext();
  const second = await other.newPage();
  await logIn(second, newEmail);

  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await gotoPortal(second, '/lms');
  await expect(second.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  await other.close();
});
