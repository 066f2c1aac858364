// The back office end to end: staff build and publish a course with a coupon,
// a visitor finds it in the prerendered /courses HTML, a student enrols with the coupon and plays
// the class, staff see the enrolment and a contact lead and export the leads to CSV, and a student
// opening /admin gets the staff-only view. axe checks every admin screen on the way.
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForHydration } from '../support/page-guards';
import { openCourse, signUpThroughApi, uniqueEmail } from '../support/portal';

test.describe.configure({ mode: 'serial' });

// The demo seed's staff account (api/src/db/seed, README "Try it").
const ADMIN = { email: 'admin@sapacademy.test', password: 'AdminPass123!' };
const stamp = `${Date.now()}`.slice(-8);
const COURSE = { title: `SAP Analytics Cloud ${stamp}`, slug: `sap-analytics-cloud-${stamp}`, price: '18500', section: 'Stories and models' };
const CLASS = { title: `Building a first story ${stamp}`, youtubeId: 'sAcE2e0001x' };
const COUPON = `SAC${stamp}`;
const STUDENT = { name: 'Kavya Rao', email: uniqueEmail('kavya') };
const LEAD = {
  name: 'Rohan Kulkarni',
  email: uniqueEmail('rohan.lead'),
  subject: `SAC corporate batch ${stamp}`,
  message: '=SUM(A1:A9) is how our team\nwrites totals',
};

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Staff sign in' });
  await form.getByLabel('Email').fill(ADMIN.email);
  await form.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  return page;
}

const backOffice = (page: Page) => page.getByRole('navigation', { name: 'Back office' });

test('staff create and publish a course with a YouTube class, and a 100 % coupon for it', async ({ browser }) => {
  test.slow(); // a whole working session: course, outline, publish, coupon, each form checked by axe
  const page = await staffPage(browser);
  await backOffice(page).getByRole('link', { name: 'Courses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page).toHaveTitle('Courses · Back office');
  await expectNoAxeViolations(page, { summary: true });

  await page.getByRole('link', { name: 'New course' }).click();
  const form = page.getByRole('form', { name: 'Course' });
  await form.getByLabel('Title').fill(COURSE.title);
  await expect(form.getByLabel('Slug')).toHaveValue(COURSE.slug);
  await form.getByLabel('Description').fill('Stories, models and planning in SAP Analytics Cloud, on a live tenant.');
  await form.getByLabel('Level').selectOption('Intermediate');
  await form.getByLabel('Type').selectOption('Live');
  await form.getByLabel('Duration (days)').fill('45');
  await form.getByLabel('Price (₹)').fill(COURSE.price);
  await expectNoAxeViolations(page, { summary: true });
  await form.getByRole('button', { name: 'Save course' }).click();
  await expect(page).toHaveURL(/\/admin\/courses\/\d+$/);

  const outline = page.getByRole('form', { name: 'Outline' });
  await outline.getByRole('button', { name: 'Add section' }).click();
  await outline.getByLabel('Section name').fill(COURSE.section);
  await outline.getByRole('button', { name: `Add class to ${COURSE.section}` }).click();
  await outline.getByLabel('Class title').fill(CLASS.title);
  await outline.getByLabel('Duration (minutes)').fill('20');
  await outline.getByLabel('YouTube link').fill(`https://www.youtube.com/watch?v=${CLASS.youtubeId}`);
  await outline.getByRole('button', { name: 'Save outline' }).click();
  await expect(page.getByText('Outline saved.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Course published.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Change history' })).toContainText('published the course');
  await expectNoAxeViolations(page, { summary: true });

  await backOffice(page).getByRole('link', { name: 'Coupons' }).click();
  await page.getByRole('link', { name: 'New coupon' }).click();
  const coupon = page.getByRole('form', { name: 'Coupon' });
  await coupon.getByLabel('Code').fill(COUPON);
  await coupon.getByLabel('Course').selectOption({ label: COURSE.title });
  await coupon.getByLabel('Percent off').fill('100');
  await expectNoAxeViolations(page, { summary: true });
  await coupon.getByRole('button', { name: 'Save coupon' }).click();
  await expect(page).toHaveURL(/\/admin\/coupons\/\d+$/);
  await page.context().close();
});

test('a visitor finds the new course in the prerendered /courses HTML, at its price', async ({ request }) => {
  const response = await request.get('/courses');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(COURSE.title);
  expect(html).toContain('₹18,500');
});

test('a student enrols with the coupon and plays the class', async ({ page }) => {
  await signUpThroughApi(page, STUDENT.name, STUDENT.email, { openLms: false });
  await openCourse(page, COURSE.title);
  await page.getByLabel('Coupon code').fill(COUPON);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon applied! New price: Free')).toBeVisible();
  await page.getByRole('button', { name: 'Enroll Now for Free' }).click();
  await page.getByRole('complementary', { name: 'Course facts' }).getByRole('link', { name: 'Continue Course' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CLASS.title);
  await page.getByRole('button', { name: `Play video: ${CLASS.title}` }).click();
  await expect(page.locator(`iframe[src^="https://www.youtube-nocookie.com/embed/${CLASS.youtubeId}"]`)).toHaveCount(1);

  // The same student is no staff member.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Staff only');
  await expect(page.getByText('This area is for staff only.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
});

test('staff see the enrolment and a contact lead, and the CSV export carries the lead as sent', async ({ browser, page }) => {
  test.slow(); // two browsers, a paid enrolment, a lead, the CSV and axe on each screen
  // A visitor's contact form, with a value a spreadsheet would run as a formula.
  await page.goto('/contact?utm_source=e2e-partner');
  await waitForHydration(page);
  const contact = page.getByRole('form', { name: 'Contact' });
  await contact.getByLabel('Name').fill(LEAD.name);
  await contact.getByLabel('Email').fill(LEAD.email);
  await contact.getByLabel('Subject').fill(LEAD.subject);
  await contact.getByLabel('Message').fill(LEAD.message);
  await contact.getByRole('button', { name: 'Submit' }).click();
  await expect(contact.getByRole('status')).toContainText('Thank you');

  const staff = await staffPage(browser);
  await backOffice(staff).getByRole('link', { name: 'Students' }).click();
  await staff.getByRole('search', { name: 'Find students' }).getByLabel('Search').fill(STUDENT.email);
  await staff.getByRole('link', { name: STUDENT.name }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(STUDENT.name);
  await expect(staff.getByRole('table', { name: 'Enrolments' }).getByRole('cell', { name: COURSE.title, exact: true })).toBeVisible();
  await expect(staff.getByText('Free or coupon')).toBeVisible();
  await expectNoAxeViolations(staff, { summary: true });

  await backOffice(staff).getByRole('link', { name: 'Leads' }).click();
  await expect(staff.getByRole('complementary', { name: 'Notification e-mails' })).toBeVisible();
  await staff.getByRole('search', { name: 'Filter leads' }).getByLabel('Search').fill(LEAD.email);
  await expect(staff.getByRole('button', { name: `Open lead from ${LEAD.name}` })).toBeVisible();
  await expectNoAxeViolations(staff, { summary: true });

  const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: Record<string, string>[] = parse(text, { bom: true, columns: true, record_delimiter: '\r\n' });
  const row = rows.find((r) => r.email === LEAD.email);
  expect(row).toMatchObject({
    type: 'contact',
    status: 'new',
    name: LEAD.name,
    subject: LEAD.subject,
    // The formula guard: a leading quote keeps Excel from running the cell.
    message: `'${LEAD.message}`,
    page: '/contact',
    utm_source: 'e2e-partner',
  });

  for (const screen of ['Coupons', 'Orders', 'Settings', 'Site speed', 'Releases']) {
    await backOffice(staff).getByRole('link', { name: screen }).click();
    await expect(staff.getByRole('heading', { level: 1, name: screen })).toBeVisible();
    await expectNoAxeViolations(staff, { summary: true });
  }
  await staff.context().close();
});
