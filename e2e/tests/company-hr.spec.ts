// Corporate teams (decisions 149, 028): staff create a company with a 2-seat pool and make a fresh
// account its HR contact; HR signs in, uploads a CSV of two learners, sees them at 0 % progress
// and downloads the learners' CSV. axe checks each new screen. HR reaches the area through the
// dashboard's Company link, shown because GET /lms/companies names the company. Staff then raise a
// company order of 3 more seats on the course and record its bank transfer (decision 154); HR sees
// the seats and the paid order. Staff plan a batch of the course and grant 2 seats in it (decision
// 155): the batch counts them as taken; HR invites a learner into that pool, who is seated in the
// batch. Made HR of a second company, HR chooses it from the list. The
// Company page, with its learners and orders, then passes the
// portal's layout guards at every width.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { gstinCheckCharacter } from '@sap-academy/contracts/gst';
import { expectNoAxeViolations } from '../support/axe';
import { gotoPortal, logInThroughApi, signUpThroughApi, uniqueEmail } from '../support/portal';
import { screenDefects } from '../support/screen-defects';
import { adminPage } from '../support/staff';

test.describe.configure({ mode: 'serial' });

const HR = { name: 'Priya HR', email: uniqueEmail('priya.hr') };
const COMPANY = `Acme Test ${Date.now()}`;
const SECOND_COMPANY = `Beta Test ${Date.now()}`;
const LEARNERS = [uniqueEmail('learner.one'), uniqueEmail('learner.two')];
/** A Maharashtra GSTIN with its real check character, as the form checks it. */
const GSTIN = `27AABCA1234D1Z${gstinCheckCharacter('27AABCA1234D1Z')}`;
/** A batch of the pool's course, whose seats a second pool holds (decision 155). */
const BATCH = `Company batch ${`${Date.now()}`.slice(-6)}`;
const BATCH_LEARNER = uniqueEmail('learner.batch');
/** A day as the date input takes it, in India time (+05:30, no daylight saving). */
const indiaDate = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
/** A bank transfer slip: a PDF by its content, as the offline payment checks it. */
const SLIP = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('HR has an account to be made company admin', async ({ page }) => {
  await signUpThroughApi(page, HR.name, HR.email);
});

test('staff create a company, a 2-seat pool and its HR contact', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Companies', exact: true }).click();
  // Scan the screen once it is there, not the moment between the click and its lazy chunk.
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
  await page.getByRole('link', { name: 'New company' }).click();
  await page.getByLabel('Company name', { exact: true }).fill(COMPANY);
  await page.getByLabel('GSTIN').fill(GSTIN);
  await page.getByLabel('Billing address').fill('Plot 4, MIDC, Pune');
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Maharashtra (27)' });
  await page.getByRole('button', { name: 'Save company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
  const pools = page.getByRole('region', { name: 'Seat pools' });
  const grant = pools.getByRole('form', { name: 'Grant seats' });
  await grant.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
  await grant.getByLabel('Seats', { exact: true }).fill('2');
  await grant.getByLabel('Purchase reference').fill('PO-4411');
  await grant.getByRole('button', { name: 'Grant seats' }).click();
  await expect(pools.getByText(/0 used of 2 · PO-4411/)).toBeVisible();
  const admins = page.getByRole('region', { name: 'HR contacts' });
  await admins.getByLabel('HR contact e-mail').fill(HR.email);
  await admins.getByRole('button', { name: 'Add HR contact' }).click();
  await expect(admins.getByText(HR.email)).toBeVisible();
  await page.context().close();
});

test('HR uploads two learners, sees them at 0 % and downloads the CSV', async ({ page }, testInfo) => {
  await logInThroughApi(page, HR.email, { openLms: false });
  await gotoPortal(page, '/lms');
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
  const csv = testInfo.outputPath('team.csv');
  const upload = page.getByRole('region', { name: 'Upload CSV' });
  await upload.getByLabel('CSV file (email,name)').setInputFiles({
    name: 'team.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`email,name\n${LEARNERS[0]},Learner One\n${LEARNERS[1]},Learner Two\n`),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  const table = page.getByRole('table', { name: 'Learners' });
  for (const email of LEARNERS) await expect(table.getByRole('row').filter({ hasText: email })).toContainText('0 %');
  await expect(page.getByText(/2 used, 0 free of 2/)).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await (await download).saveAs(csv);
  const text = await readFile(csv, 'utf8');
  for (const email of LEARNERS) expect(text).toContain(email);
});

test('staff raise an order of 3 seats on the same course and record its bank transfer; HR sees 3 more seats and the paid order', async ({ browser, page }) => {
  const staff = await adminPage(browser);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Companies', exact: true }).click();
  await staff.getByRole('link', { name: COMPANY }).click();
  await expect(staff.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  const orders = staff.getByRole('region', { name: 'Orders' });
  const raise = orders.getByRole('form', { name: 'Raise an order' });
  await raise.getByLabel('Course', { exact: true }).selectOption({ index: 1 });
  await raise.getByLabel('Number of seats').fill('3');
  await raise.getByLabel('Price per seat (₹)').fill('5000');
  await raise.getByLabel('Purchase order reference (optional)').fill('PO-E2E-7');
  await raise.getByRole('button', { name: 'Raise an order' }).click();
  const item = orders.getByRole('listitem').filter({ hasText: 'PO PO-E2E-7' });
  await expect(item).toContainText('3 seats');
  await expectNoAxeViolations(staff, { summary: true });
  // The company pays by bank transfer: the orders list's own offline payment panel settles it.
  await item.getByRole('button', { name: /^Offline payment of / }).click();
  const panel = staff.getByRole('region', { name: /^Offline payment of / });
  await panel.getByLabel('Reference (UTR, UPI or cheque number)').fill('UTR 2026 1128 0007');
  await panel.getByLabel('Proof of payment (PDF, PNG, JPEG or WebP)').setInputFiles({ name: 'transfer-slip.pdf', mimeType: 'application/pdf', buffer: SLIP });
  await expectNoAxeViolations(staff, { summary: true });
  await panel.getByRole('button', { name: 'Record payment…' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Record and settle' }).click();
  await expect(item).toContainText(/paid/i);
  await expect(staff.getByRole('region', { name: 'Seat pools' }).getByText(/2 used of 5 · PO-4411/)).toBeVisible();
  await staff.context().close();

  await logInThroughApi(page, HR.email, { openLms: false });
  await gotoPortal(page, '/lms');
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  await expect(page.getByText(/2 used, 3 free of 5/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('3 seats · ₹15,000.00 · Paid; seats added · PO PO-E2E-7');
  await expectNoAxeViolations(page, { summary: true });
});

test('staff plan a batch of the course and grant 2 seats in it; HR invites a learner there, who is seated in the batch (decision 155)', async ({
  browser,
  page,
}) => {
  test.slow();
  const staff = await adminPage(browser);
  const nav = staff.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  await staff.getByRole('link', { name: COMPANY }).click();
  // The course of the company's pool (the first in the list), for the batch.
  const courseSelect = staff.getByRole('form', { name: 'Grant seats' }).getByLabel('Course', { exact: true });
  const course = (await courseSelect.locator('option').nth(1).textContent())!;

  await nav.getByRole('link', { name: 'Batches' }).click();
  await staff.getByRole('link', { name: 'New batch' }).click();
  const form = staff.getByRole('form', { name: 'Batch' });
  await form.getByLabel('Course').selectOption({ label: course });
  await form.getByLabel('Title').fill(BATCH);
  await form.getByLabel('Start date').fill(indiaDate(Date.now()));
  await form.getByLabel('End date').fill(indiaDate(Date.now() + 30 * 86_400_000));
  await form.getByRole('group', { name: 'Weekdays' }).getByLabel('Saturday').check();
  await form.getByLabel('Start time (IST)').fill('19:00');
  await form.getByLabel('Duration (minutes)').fill('120');
  await form.getByLabel('Seat limit').fill('3');
  await form.getByRole('button', { name: 'Save batch' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: BATCH })).toBeVisible();
  const batchUrl = staff.url();

  await nav.getByRole('link', { name: 'Companies', exact: true }).click();
  await staff.getByRole('link', { name: COMPANY }).click();
  const pools = staff.getByRole('region', { name: 'Seat pools' });
  const grant = pools.getByRole('form', { name: 'Grant seats' });
  await grant.getByLabel('Course', { exact: true }).selectOption({ label: course });
  const batchSelect = grant.getByLabel('Batch (optional)');
  const option = batchSelect.locator('option', { hasText: BATCH });
  await expect(option).toContainText('3 seats left');
  await batchSelect.selectOption(await option.getAttribute('value'));
  await grant.getByLabel('Seats', { exact: true }).fill('2');
  await grant.getByLabel('Purchase reference').fill('PO-BATCH-1');
  await grant.getByRole('button', { name: 'Grant seats' }).click();
  await expect(pools.getByRole('form', { name: `Seats of ${course}, ${BATCH}` })).toContainText(`Batch: ${BATCH}, `);
  await expectNoAxeViolations(staff, { summary: true });
  // The pool's unused seats are held in the batch: taken for everyone else.
  await staff.goto(batchUrl);
  await expect(staff.getByText('2/3 · 2 held for companies')).toBeVisible();

  await logInThroughApi(page, HR.email, { openLms: false });
  await gotoPortal(page, '/lms');
  await page.getByRole('link', { name: 'Company', exact: true }).click();
  const seats = page.getByRole('region', { name: 'Seats' });
  await expect(seats.getByRole('listitem').filter({ hasText: BATCH })).toContainText('0 used, 2 free of 2');
  const invite = page.getByRole('region', { name: 'Invite a learner' });
  const pool = invite.getByLabel('Course').locator('option', { hasText: BATCH });
  await invite.getByLabel('Course').selectOption(await pool.getAttribute('value'));
  await invite.getByLabel('E-mail').fill(BATCH_LEARNER);
  await invite.getByLabel('Name').fill('Batch Learner');
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByText(`Invited ${BATCH_LEARNER}.`)).toBeVisible();
  await expect(seats.getByRole('listitem').filter({ hasText: BATCH })).toContainText('1 used, 1 free of 2');
  await expectNoAxeViolations(page, { summary: true });

  // The invite seated the learner in the batch; the pool's other seat is still held.
  await staff.reload();
  await expect(staff.getByText(`Batch Learner (${BATCH_LEARNER})`)).toBeVisible();
  await expect(staff.getByText('2/3 · 1 held for companies')).toBeVisible();
  await staff.context().close();
});

test('HR of a second company chooses it from the list and sees its dashboard', async ({ browser, page }) => {
  const staff = await adminPage(browser);
  await staff.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Companies', exact: true }).click();
  await staff.getByRole('link', { name: 'New company' }).click();
  await staff.getByLabel('Company name', { exact: true }).fill(SECOND_COMPANY);
  await staff.getByLabel('GSTIN').fill(GSTIN);
  await staff.getByLabel('Billing address').fill('Plot 9, MIDC, Pune');
  await staff.getByLabel('State', { exact: true }).selectOption({ label: 'Maharashtra (27)' });
  await staff.getByRole('button', { name: 'Save company' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: SECOND_COMPANY })).toBeVisible();
  const admins = staff.getByRole('region', { name: 'HR contacts' });
  await admins.getByLabel('HR contact e-mail').fill(HR.email);
  await admins.getByRole('button', { name: 'Add HR contact' }).click();
  await expect(admins.getByText(HR.email)).toBeVisible();
  await staff.context().close();

  await logInThroughApi(page, HR.email, { openLms: false });
  await gotoPortal(page, '/lms/company');
  const chooser = page.getByRole('navigation', { name: 'Your companies' });
  await expect(page.getByRole('table', { name: 'Learners' })).toBeVisible();
  await chooser.getByRole('link', { name: SECOND_COMPANY }).click();
  await expect(page).toHaveURL(/\/lms\/company\/\d+$/);
  await expect(chooser.getByRole('link', { name: SECOND_COMPANY })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Your company has no seats yet. Staff grant them.')).toBeVisible();
  await expectNoAxeViolations(page, { summary: true });
});

test("HR's Company page, with its learners, passes the portal's layout guards at every width", async ({ page }) => {
  test.slow();
  await logInThroughApi(page, HR.email, { openLms: false });
  await gotoPortal(page, '/lms');
  const companyUrl = await page.getByRole('link', { name: 'Company', exact: true }).getAttribute('href');
  const found = await screenDefects(page, 'company', async () => {
    await page.goto(companyUrl!);
    await expect(page.getByRole('table', { name: 'Learners' }).getByRole('row').filter({ hasText: LEARNERS[0]! })).toBeVisible();
  });
  expect(found).toEqual([]);
});
